/**
 * What a local `npm start` leaves out of its build and makes up for once it answers (issue 50): the pages with
 * an address parameter are not rendered ahead on that path only, and the warm-up then asks a real server for
 * every page of its sitemap, marked so the server can keep those requests out of its log.
 */
import fs from 'node:fs'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { pagesAhead } from '@/site/pages-ahead'
import { writesCompilerCache } from '@/startup/compiler-cache'
import { sitemapPaths, WARM_UP_HEADER, warmUp } from '@/startup/warm-up'

const heroes = async () => [{ hero: 'alpha' }, { hero: 'beta' }]

describe('pages rendered ahead', () => {
  afterEach(() => {
    delete process.env.GUIDE_QUICK_BUILD
  })

  it('are all of them for `npm run build`', async () => {
    expect(await pagesAhead(heroes)()).toEqual([{ hero: 'alpha' }, { hero: 'beta' }])
  })

  it('are none for the quick build of a local start, which the warm-up makes up for', async () => {
    process.env.GUIDE_QUICK_BUILD = '1'
    expect(await pagesAhead(heroes)()).toEqual([])
  })
})

describe("the compiler's file-system cache of a local start's quick build", () => {
  const nextDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-next-'))
  afterEach(() => fs.rmSync(nextDir, { recursive: true, force: true }))

  it("is not written by a local start's first build, which has nothing built before", () => {
    expect(writesCompilerCache(nextDir)).toBe(false)
  })

  it('is written once the checkout builds again, or when a cache is already there', () => {
    fs.mkdirSync(nextDir, { recursive: true })
    fs.writeFileSync(path.join(nextDir, 'BUILD_ID'), 'x')
    expect(writesCompilerCache(nextDir)).toBe(true)
    fs.rmSync(path.join(nextDir, 'BUILD_ID'))
    fs.mkdirSync(path.join(nextDir, 'cache', 'turbopack'), { recursive: true })
    expect(writesCompilerCache(nextDir)).toBe(true)
  })
})

describe('the warm-up', () => {
  it('reads the paths of a sitemap whatever host it names', () => {
    const xml = '<urlset><url><loc>https://guide.example/es/heroes/alpha</loc></url><url><loc>http://localhost:3000/search?q=a&amp;b=c</loc></url></urlset>'
    expect(sitemapPaths(xml)).toEqual(['/es/heroes/alpha', '/search?q=a&b=c'])
  })

  it('asks a server for every page of its sitemap, one at a time, and names those that fail', async () => {
    const asked: { path: string; headers: IncomingHttpHeaders }[] = []
    let inFlight = 0
    let mostInFlight = 0
    const server = createServer((request, response) => {
      asked.push({ path: request.url ?? '', headers: request.headers })
      inFlight += 1
      mostInFlight = Math.max(mostInFlight, inFlight)
      setImmediate(() => {
        inFlight -= 1
        if (request.url === '/sitemap.xml') {
          response.end(['/', '/es/heroes/alpha', '/pt-br/maps/gone'].map((path) => `<url><loc>https://guide.example${path}</loc></url>`).join(''))
        } else {
          response.writeHead(request.url === '/pt-br/maps/gone' ? 404 : 200).end('page')
        }
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const result = await warmUp(`http://127.0.0.1:${port}`, 'secret')
      expect(asked.map(({ path }) => path)).toEqual(['/sitemap.xml', '/', '/es/heroes/alpha', '/pt-br/maps/gone'])
      expect(asked.every(({ headers }) => headers[WARM_UP_HEADER] === 'secret')).toBe(true)
      expect(mostInFlight).toBe(1)
      expect(result.pages).toBe(3)
      expect(result.failed).toEqual(['/pt-br/maps/gone (404)'])
    } finally {
      server.close()
    }
  })
})
