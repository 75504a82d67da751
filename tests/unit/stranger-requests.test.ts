/**
 * Issue 43, finding 5: the edge's first look (src/edge/edge.ts) at a request line in absolute form and at a
 * Next-Action header on a method that cannot carry a server action. The real server's answers are in
 * tests/int/stranger-requests.int.test.ts.
 */
import { describe, expect, it } from 'vitest'

import { edgeRefusal, originForm, refusalBody } from '@/edge/edge'

describe('originForm: a request target as the routes read it', () => {
  it('leaves a path as it was sent', () => {
    for (const target of ['/', '/heroes/', '/heroes?role=duelist', '/a%2e%2e/b', '//evil.example/']) expect(originForm(target)).toBe(target)
  })

  it('cuts a target in absolute form to its path and query, whatever host it names', () => {
    expect(originForm('http://other.example/heroes/')).toBe('/heroes/')
    expect(originForm('HTTPS://other.example:8443/heroes/?role=duelist')).toBe('/heroes/?role=duelist')
    expect(originForm('http://other.example')).toBe('/')
    expect(originForm('http://other.example?x=1')).toBe('/?x=1')
    expect(originForm('http://user@other.example//evil.example/')).toBe('//evil.example/')
    expect(originForm('http://other.example/a#fragment')).toBe('/a')
  })

  it('has no path for anything else', () => {
    for (const target of ['*', 'other.example/heroes', 'javascript:alert(1)', 'ftp://other.example/x', '']) expect(originForm(target), target).toBeUndefined()
  })
})

describe('edgeRefusal', () => {
  it('refuses a target that is no path (400), and checks an absolute one as its path', () => {
    expect(edgeRefusal('GET', '*')?.status).toBe(400)
    expect(edgeRefusal('GET', 'http://other.example/heroes/')).toBeUndefined()
    expect(edgeRefusal('GET', 'http://other.example/news/%2e%2e/heroes')?.status).toBe(400)
    expect(edgeRefusal('POST', 'http://other.example/basics')?.status).toBe(405)
    expect(edgeRefusal('POST', 'http://other.example/api/feedback')).toBeUndefined()
    expect(refusalBody('http://other.example/api/x', { status: 400, error: 'bad_request', message: 'm' }).type).toBe('application/json')
  })

  it('a Next-Action header comes only with POST: any other method with it is a 405, on pages and elsewhere', () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(edgeRefusal(method, '/heroes', 'abc123')?.status, method).toBe(405)
      expect(edgeRefusal(method, '/cms-api/news', 'abc123')?.status, method).toBe(405)
      expect(edgeRefusal(method, '/heroes', '')?.status, `${method} with an empty header`).toBe(405)
    }
    expect(edgeRefusal('POST', '/admin', 'abc123')).toBeUndefined()
    expect(edgeRefusal('GET', '/heroes')).toBeUndefined()
    expect(edgeRefusal('DELETE', '/cms-api/news/1')).toBeUndefined()
  })
})
