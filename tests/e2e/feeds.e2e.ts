import { readFileSync } from 'node:fs'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/**
 * Issue 45: /es/feed.xml and /pt-br/feed.xml are Atom feeds in that language, beside the English /feed.xml, which
 * stays as it was. Against the seeded e2e site.
 */

const SITE_NAME = 'Hero Shooter Fan Guide'

type FeedWords = { Feed: { title: string; subtitle: string } }
const feedWords = (language: string) => (JSON.parse(readFileSync(`src/i18n/messages/${language}/feed.json`, 'utf8')) as FeedWords).Feed

const FEEDS = [
  { language: 'es', prefix: '/es', words: feedWords('es') },
  { language: 'pt-BR', prefix: '/pt-br', words: feedWords('pt-BR') },
]

/** The site's address the feeds are written for (GUIDE_SITE_URL, or the server's own): the English feed's id. */
async function siteOrigin(request: APIRequestContext): Promise<string> {
  const id = /<id>([^<]+)<\/id>/.exec(await (await request.get('/feed.xml')).text())?.[1]
  expect(id).toMatch(/^https?:\/\/[^/]+\/$/)
  return new URL(id!).origin
}

async function getFeed(request: APIRequestContext, path: string) {
  const answer = await request.get(path)
  expect(answer.status(), path).toBe(200)
  expect(answer.headers()['content-type'], path).toBe('application/atom+xml; charset=utf-8')
  expect(answer.headers()['cache-control'], path).toMatch(/^public, max-age=0, s-maxage=\d+/)
  return answer.text()
}

type ParsedFeed = {
  error: string | null
  namespace: string | null
  lang: string | null
  title: string
  subtitle: string
  self: string | null
  alternate: string | null
  entries: { id: string; link: string | null; category: string | null; content: string }[]
}

/** The feed as the browser's XML parser reads it (a parse error is named, not thrown). */
function parseFeed(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    const feed = doc.documentElement
    const own = (name: string) => [...feed.children].find((child) => child.localName === name)
    const link = (element: Element, rel: string) => [...element.children].find((child) => child.localName === 'link' && child.getAttribute('rel') === rel)?.getAttribute('href') ?? null
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      namespace: feed.namespaceURI,
      lang: feed.getAttributeNS('http://www.w3.org/XML/1998/namespace', 'lang'),
      title: own('title')?.textContent ?? '',
      subtitle: own('subtitle')?.textContent ?? '',
      self: link(feed, 'self'),
      alternate: link(feed, 'alternate'),
      entries: [...feed.children]
        .filter((child) => child.localName === 'entry')
        .map((entry) => ({
          id: [...entry.children].find((child) => child.localName === 'id')?.textContent ?? '',
          link: link(entry, 'alternate'),
          category: [...entry.children].find((child) => child.localName === 'category')?.getAttribute('term') ?? null,
          content: [...entry.children].find((child) => child.localName === 'content')?.textContent ?? '',
        })),
    }
  }, xml)
}

test('the English feed is as it always was: no language named, its words, links to the unprefixed pages', async ({ request, page }) => {
  const xml = await getFeed(request, '/feed.xml')
  const origin = await siteOrigin(request)
  expect(xml.startsWith(`<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${origin}/</id>
  <title>${SITE_NAME}</title>
  <subtitle>News and game patches from the guide, newest first.</subtitle>
  <link rel="self" type="application/atom+xml" href="${origin}/feed.xml"/>
  <link rel="alternate" type="text/html" href="${origin}/"/>
`)).toBe(true)
  const feed = await parseFeed(page, xml)
  expect(feed.error).toBeNull()
  expect(feed.lang).toBeNull()
  expect(feed.entries.length).toBeGreaterThan(12)
  for (const entry of feed.entries) expect(entry.link, entry.id).toMatch(new RegExp(`^${origin}/(news|patches)/[^/]+$`))
})

for (const { language, prefix, words } of FEEDS) {
  test(`${prefix}/feed.xml is valid Atom in ${language}, its entries leading to ${prefix} pages`, async ({ request, page }) => {
    const origin = await siteOrigin(request)
    const feed = await parseFeed(page, await getFeed(request, `${prefix}/feed.xml`))
    expect(feed.error).toBeNull()
    expect(feed.namespace).toBe('http://www.w3.org/2005/Atom')
    expect(feed.lang).toBe(language)
    expect(feed.title).toBe(words.title.replace('{site}', SITE_NAME))
    expect(feed.subtitle).toBe(words.subtitle)
    expect(feed.self).toBe(`${origin}${prefix}/feed.xml`)
    expect(feed.alternate).toBe(`${origin}${prefix}`)

    // The same entries as the English feed, in the same order, each at the language's own address.
    const english = await parseFeed(page, await getFeed(request, '/feed.xml'))
    expect(feed.entries.map((entry) => entry.category)).toEqual(english.entries.map((entry) => entry.category))
    expect(feed.entries.map((entry) => entry.link)).toEqual(english.entries.map((entry) => entry.link!.replace(origin, `${origin}${prefix}`)))
    expect(feed.entries.map((entry) => entry.id)).toEqual(feed.entries.map((entry) => entry.link))
    // A patch's changes link to the hero guides in the language too (the absolute links the feed writes; an
    // entry's own text may hold relative ones of its own).
    const heroLinks = feed.entries.flatMap((entry) => [...entry.content.matchAll(/href="(https?:[^"]+\/heroes\/[^"]+)"/g)].map((match) => match[1]))
    expect(heroLinks.length).toBeGreaterThan(0)
    for (const link of heroLinks) expect(link).toMatch(new RegExp(`^${origin}${prefix}/heroes/`))

    // An entry's link opens the page in the language.
    const first = await request.get(feed.entries.find((entry) => entry.category === 'news')!.link!)
    expect(first.status()).toBe(200)
    expect(await first.text()).toContain(`<html lang="${language}"`)
  })

  test(`${prefix} pages point feed readers at ${prefix}/feed.xml`, async ({ page }) => {
    await page.goto(`${prefix}/news`)
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', `${prefix}/feed.xml`)
    const feedLink = page.locator('main a[type="application/atom+xml"]')
    await expect(feedLink).toHaveAttribute('href', `${prefix}/feed.xml`)
    await page.goto(`${prefix}/heroes`)
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', `${prefix}/feed.xml`)
  })
}

test('English pages point feed readers at /feed.xml', async ({ page }) => {
  await page.goto('/news')
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/feed.xml')
  await expect(page.locator('main a[type="application/atom+xml"]')).toHaveAttribute('href', '/feed.xml')
})

test("an unknown language's feed is a 404, not a redirect home", async ({ request }) => {
  for (const path of ['/fr/feed.xml', '/xx/feed.xml', '/pt-pt/feed.xml']) {
    const answer = await request.get(path, { maxRedirects: 0 })
    expect(answer.status(), path).toBe(404)
  }
})
