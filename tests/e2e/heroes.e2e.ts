import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { expectNoSeriousViolations, VIEWPORTS } from './support/a11y'

// Runs against the seeded e2e site. Expectations come from the CMS's public REST (/cms-api), so they follow the
// seed rather than repeating it; only a few well-known seeded facts (Hulk's forms and abilities) are named.

const ADMIN = { email: 'admin@guide.local', password: 'guide-admin-password' }

type CmsHero = { id: number; slug: string; nickname: string; role: 'vanguard' | 'duelist' | 'strategist' }

async function cms<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`/cms-api/${path}`)
  expect(response.status()).toBe(200)
  return (await response.json()).docs as T[]
}

const byNickname = (a: CmsHero, b: CmsHero) => a.nickname.localeCompare(b.nickname, 'en', { sensitivity: 'base' }) || a.slug.localeCompare(b.slug)

/** Slugs of the hero links inside a part of the page, in order. */
async function linkedHeroes(scope: ReturnType<Page['locator']>) {
  const hrefs = await scope.locator('a[href^="/heroes/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return hrefs.map((href) => href.replace('/heroes/', ''))
}

for (const viewport of VIEWPORTS) {
  test.describe(`heroes at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('the roster lists vanguards, duelists and strategists, A to Z, first letters emphasised', async ({ page, request }) => {
      const heroes = await cms<CmsHero>(request, 'heroes?limit=200&depth=0')
      await page.goto('/heroes')
      await expect(page).toHaveTitle(/Heroes/)
      await expect(page.getByRole('heading', { level: 1, name: 'Heroes' })).toBeVisible()

      const sections = page.locator('[data-testid^="roster-"]')
      await expect(sections).toHaveCount(3)
      expect(await sections.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')))).toEqual([
        'roster-vanguard',
        'roster-duelist',
        'roster-strategist',
      ])

      for (const role of ['vanguard', 'duelist', 'strategist'] as const) {
        const section = page.getByTestId(`roster-${role}`)
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(role, { ignoreCase: true })
        const expected = heroes.filter((hero) => hero.role === role).sort(byNickname)
        const cardSlugs = await section.getByTestId('hero-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('href')))
        expect(cardSlugs).toEqual(expected.map((hero) => `/heroes/${hero.slug}`))

        // Every card: role icon and name, avatar address, and the nickname's first letter set apart and larger.
        const cards = section.getByTestId('hero-card')
        for (const [index, hero] of expected.entries()) {
          const card = cards.nth(index)
          await expect(card).toContainText(hero.nickname.slice(1))
          await expect(card.locator('[data-first-letter]')).toHaveText(Array.from(hero.nickname)[0])
          await expect(card.locator(`img[src="/heroes/roles/${role}.webp"]`)).toHaveCount(1)
          await expect(card).toContainText(role, { ignoreCase: true })
        }
        const sizes = await cards
          .first()
          .locator('[data-first-letter]')
          .evaluate((letter) => [parseFloat(getComputedStyle(letter).fontSize), parseFloat(getComputedStyle(letter.parentElement!).fontSize)])
        expect(sizes[0]).toBeGreaterThan(sizes[1])
      }
      // The role explanations: tank, damage dealer, healer.
      await expect(page.getByTestId('roster-vanguard')).toContainText(/tank/i)
      await expect(page.getByTestId('roster-duelist')).toContainText(/damage dealer/i)
      await expect(page.getByTestId('roster-strategist')).toContainText(/healer/i)
      // The avatar shows the upload the fixed address stands for, or its image-cache copy when that fails.
      const avatar = page.locator('img[data-source="/heroes/avatars/hulk.webp"]')
      await expect(avatar).toHaveCount(1)
      await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    })

    test('the role filter writes the query, narrows the sections and names the role in the header', async ({ page }) => {
      await page.goto('/heroes')
      const filter = page.getByRole('group', { name: 'Show role' })
      const button = (name: string) => filter.getByRole('button', { name, exact: true })
      await expect(button('All')).toHaveAttribute('aria-pressed', 'true')
      const header = page.locator('main header')
      await expect(header.getByRole('link', { name: 'Duelist', exact: true })).toHaveCount(0)

      // The buttons answer once React has hydrated the page; retry the first click until it takes.
      await expect(async () => {
        await button('Duelist').click()
        await expect(page).toHaveURL(/\/heroes\?role=duelist$/, { timeout: 1_000 })
      }).toPass()
      await expect(page.getByTestId('roster-duelist')).toBeVisible()
      await expect(page.getByTestId('roster-vanguard')).toHaveCount(0)
      await expect(page.getByTestId('roster-strategist')).toHaveCount(0)
      await expect(button('Duelist')).toHaveAttribute('aria-pressed', 'true')
      await expect(header.getByRole('link', { name: 'Duelist', exact: true })).toHaveAttribute('href', '/heroes?role=duelist')

      await button('Strategist').click()
      await expect(page).toHaveURL(/\/heroes\?role=strategist$/)
      await expect(page.getByTestId('roster-strategist')).toBeVisible()
      await expect(page.getByTestId('roster-duelist')).toHaveCount(0)

      // Back returns to the previous filter: the address is the filter's state.
      await page.goBack()
      await expect(page).toHaveURL(/\/heroes\?role=duelist$/)
      await expect(page.getByTestId('roster-duelist')).toBeVisible()
      await expect(page.getByTestId('roster-strategist')).toHaveCount(0)

      await button('All').click()
      await expect(page).toHaveURL(/\/heroes$/)
      await expect(page.locator('[data-testid^="roster-"]')).toHaveCount(3)

      // Opened straight from an address, the role query selects the filter.
      await page.goto('/heroes?role=vanguard')
      await expect(button('Vanguard')).toHaveAttribute('aria-pressed', 'true')
      await expect(page.locator('[data-testid^="roster-"]')).toHaveCount(1)
      await expect(page.getByTestId('roster-vanguard')).toBeVisible()
      await expectNoSeriousViolations(page)

      await page.goto('/heroes?role=nonsense')
      await expect(button('All')).toHaveAttribute('aria-pressed', 'true')
      await expect(page.locator('[data-testid^="roster-"]')).toHaveCount(3)
      await expectNoSeriousViolations(page)
    })

    test('a roster card opens its guide at the top of the page', async ({ page }) => {
      await page.goto('/heroes?role=strategist')
      // The server renders every role and the browser applies the filter; scroll once the page has its final
      // height, or the filter shortens the page under the scroll.
      await expect(page.locator('[data-testid^="roster-"]')).toHaveCount(1)
      const card = page.getByTestId('roster-strategist').locator('a[href="/heroes/luna-snow"]')
      await card.scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      await card.click()
      await expect(page).toHaveURL(/\/heroes\/luna-snow$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Luna Snow' })).toBeVisible()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    })

    test('a hero guide arrives whole: nothing on the page moves once it is painted', async ({ page, request }) => {
      // The guide's sections come in the page's own order, not streamed in after the footer to replace a
      // placeholder (which moved everything below it once the guide arrived).
      const html = await (await request.get('/heroes/hulk')).text()
      expect(html.indexOf('data-testid="hero-abilities"')).toBeGreaterThan(0)
      expect(html.indexOf('data-testid="hero-abilities"')).toBeLessThan(html.indexOf('<footer'))

      await page.addInitScript(() => {
        const shifts: number[] = []
        ;(window as unknown as { layoutShifts: number[] }).layoutShifts = shifts
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value)
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto('/heroes/hulk', { waitUntil: 'load' })
      await expect(page.getByTestId('hero-abilities')).toBeVisible()
      await expect(page.getByTestId('hero-stats')).toBeAttached()
      // Layout shifts are reported after the frame that made them: wait for two more frames.
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))')
      const shift = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0))
      expect(shift).toBeLessThan(0.05)
    })

    test("Hulk's form dropdown switches abilities and keeps each form's selection", async ({ page }) => {
      await page.goto('/heroes/hulk')
      await expect(page).toHaveTitle(/Hulk guide/)
      await expect(page.getByRole('heading', { level: 1, name: 'Hulk' })).toBeVisible()
      await expect(page.locator('main header').getByRole('link', { name: 'Vanguard' })).toHaveAttribute('href', '/heroes?role=vanguard')
      // The header names the fixed address and loads the upload it stands for, without the redirect's round trip.
      const headerAvatar = page.locator('main header img[data-source="/heroes/avatars/hulk.webp"]')
      await expect(headerAvatar).toHaveCount(1)
      await expect(headerAvatar).toHaveAttribute('src', /^\/cms-api\/media\/file\/hero-hulk-avatar[^?]*\.webp\?v=/)

      const form = page.getByRole('combobox', { name: 'Form' })
      await expect(form).toHaveValue('bruce-banner')
      expect(await form.locator('option').allTextContents()).toEqual(['Bruce Banner', 'Hero Hulk', 'Monster Hulk'])

      const abilities = page.getByTestId('hero-abilities')
      const tile = (slug: string) => abilities.locator(`[data-ability="${slug}"]`)
      const panel = page.getByTestId('ability-panel')
      const shows = async (slug: string, name: string) => {
        await expect(tile(slug)).toHaveAttribute('aria-pressed', 'true')
        await expect(abilities.locator('[aria-pressed="true"]')).toHaveCount(1)
        await expect(panel.getByRole('heading', { level: 3 })).toHaveText(name)
      }

      // On load, the first ability of the first form.
      await shows('gamma-ray-gun', 'Gamma Ray Gun')
      await expect(abilities.locator('[data-ability-group] h3')).toHaveText(['Normal attack', 'Abilities', 'Passives'])

      await expect(async () => {
        await tile('gamma-grenade').click()
        await expect(tile('gamma-grenade')).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 })
      }).toPass()
      await shows('gamma-grenade', 'Gamma Grenade')

      // A form not visited yet starts on its first ability.
      await form.selectOption('hero-hulk')
      await shows('heavy-blow', 'Heavy Blow')
      await expect(tile('gamma-ray-gun')).toHaveCount(0)
      await expect(tile('hulk-smash')).toBeVisible()
      await tile('incredible-leap').click()
      await shows('incredible-leap', 'Incredible Leap')

      // Each form remembers its own choice.
      await form.selectOption('bruce-banner')
      await shows('gamma-grenade', 'Gamma Grenade')
      await form.selectOption('monster-hulk')
      await shows('heavy-blow', 'Heavy Blow')
      await expect(tile('world-breaker')).toBeVisible()
      await form.selectOption('hero-hulk')
      await shows('incredible-leap', 'Incredible Leap')

      // Every ability shows the input that fires it.
      await expect(tile('incredible-leap').locator('[role="img"]')).toHaveAttribute('aria-label', 'Shift')
      await expect(tile('heavy-blow').locator('[role="img"]')).toHaveAttribute('aria-label', 'Left click')
      await expect(tile('radioactive-lockdown').locator('[role="img"]')).toHaveAttribute('aria-label', 'F key')
      await expect(tile('radioactive-lockdown').locator('[role="img"] svg')).toBeVisible()
      // And its drawn icon: the frame by type, the glyph by button.
      await expect(tile('radioactive-lockdown').locator('svg[data-button="f"]')).toBeVisible()
      await expectNoSeriousViolations(page)
    })

    test('the properties panel shows the description, then names with spaces for underscores', async ({ page, request }) => {
      type Ability = { slug: string; variant: string; description: string; properties: { name: string; value: string }[] }
      const [gun] = await cms<Ability>(request, 'hero-abilities?where[slug][equals]=gamma-ray-gun&depth=0')
      expect(gun.properties.some((row) => row.name.includes('_'))).toBe(true)

      await page.goto('/heroes/hulk')
      const panel = page.getByTestId('ability-panel')
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Gamma Ray Gun')
      await expect(panel.locator('p').filter({ hasText: gun.description })).toBeVisible()
      expect(await panel.locator('dt').allTextContents()).toEqual(gun.properties.map((row) => row.name.replaceAll('_', ' ')))
      expect(await panel.locator('dd').allTextContents()).toEqual(gun.properties.map((row) => row.value))
      // The description comes before the rows.
      const text = await panel.innerText()
      expect(text.indexOf(gun.description)).toBeGreaterThan(-1)
      expect(text.indexOf(gun.description)).toBeLessThan(text.indexOf(gun.properties[0].value))
    })

    test('healing priority fills 6 − value icons and explains itself', async ({ page, request }) => {
      type Details = { hero: { slug: string }; healingPriority: number | null }
      const details = await cms<Details>(request, 'hero-details?limit=50&depth=1')
      const withPriority = details.filter((row) => row.healingPriority !== null)
      // The seed spans several values; check heroes whose values differ.
      const sample = [...new Map(withPriority.map((row) => [row.healingPriority, row])).values()]
      expect(sample.length).toBeGreaterThanOrEqual(3)

      for (const row of sample) {
        await page.goto(`/heroes/${row.hero.slug}`)
        const priority = page.getByTestId('healing-priority')
        const value = row.healingPriority!
        await expect(priority).toContainText(String(value))
        await expect(priority.locator('[data-filled="true"]')).toHaveCount(6 - value)
        await expect(priority.locator('[data-filled="false"]')).toHaveCount(value - 1)
      }

      await page.goto('/heroes/hulk')
      const about = page.getByRole('button', { name: 'About healing priority' })
      await about.focus()
      await expect(page.getByRole('tooltip', { name: /how important it is for strategists to focus this hero/i })).toBeVisible()
      await page.getByRole('button', { name: 'About healing', exact: true }).hover()
      await expect(page.getByRole('tooltip', { name: /primary source of health while playing as this hero/i })).toBeVisible()
    })

    test('counters, matchups, how-to-win lists and stats render from the seeded details', async ({ page, request }) => {
      type Details = {
        hero: { slug: string }
        primaryJob: string
        counters: { slug: string }[]
        counteredBy: { slug: string }[]
        synergies: { slug: string }[]
        stats: { name: string; value: string }[]
      }
      const [hulk] = (await cms<Details>(request, 'hero-details?limit=50&depth=1')).filter((row) => row.hero.slug === 'hulk')
      await page.goto('/heroes/hulk')
      const howToWin = page.getByTestId('how-to-win')
      await expect(howToWin.getByRole('heading', { level: 2, name: 'How to win' })).toBeVisible()
      await expect(page.getByTestId('hero-details')).toContainText(hulk.primaryJob)

      const parts = [
        { side: 'as', heading: 'Who They Counter', heroes: hulk.counters },
        { side: 'against', heading: 'Who Counters Them', heroes: hulk.counteredBy },
        { side: 'with', heading: 'Who They Play Well With', heroes: hulk.synergies },
      ]
      for (const part of parts) {
        const side = page.getByTestId(`how-to-win-${part.side}`)
        await expect(side.getByRole('heading', { level: 4, name: part.heading })).toBeVisible()
        expect(await linkedHeroes(side)).toEqual(part.heroes.map((hero) => hero.slug))
        for (const list of ['Playbook', 'Insight', 'Avoid']) await expect(side.getByRole('heading', { level: 4, name: list })).toBeVisible()
      }
      await expect(page.getByTestId('how-to-win-as').getByRole('heading', { level: 4, name: 'Role' })).toBeVisible()

      const stats = page.getByTestId('hero-stats')
      await expect(stats.getByRole('img')).toHaveAttribute('src', /\/cms-api\/media\/file\//)
      expect(await stats.locator('dt').allTextContents()).toEqual(hulk.stats.map((stat) => stat.name))
      expect(await stats.locator('dd').allTextContents()).toEqual(hulk.stats.map((stat) => stat.value))
    })

    test('team-ups show teammates and the bonus: the matching ability, otherwise a sentence', async ({ page, request }) => {
      type TeamUp = { slug: string; hero: { slug: string }; teammates: { slug: string }[]; bonus: { slug: string; hero: number } | null }
      const teamUps = await cms<TeamUp>(request, 'team-ups?limit=100&depth=1')
      type Ability = { slug: string; description: string }
      const hulkAbilities = await cms<Ability>(request, 'hero-abilities?where[hero.slug][equals]=hulk&limit=100&depth=0')

      await page.goto('/heroes/hulk')
      const section = page.getByTestId('team-ups')
      await expect(section.getByRole('heading', { level: 2, name: 'Team-ups' })).toBeVisible()
      const hulkTeamUps = teamUps.filter((teamUp) => teamUp.hero.slug === 'hulk' || teamUp.teammates.some((mate) => mate.slug === 'hulk'))
      await expect(section.locator('[data-team-up]')).toHaveCount(hulkTeamUps.length)
      for (const teamUp of hulkTeamUps) {
        const card = section.locator(`[data-team-up="${teamUp.slug}"]`)
        const partners = [teamUp.hero, ...teamUp.teammates].map((hero) => hero.slug).filter((slug) => slug !== 'hulk')
        expect(await linkedHeroes(card)).toEqual(partners)
        const ability = hulkAbilities.find((candidate) => candidate.slug === teamUp.bonus?.slug)
        expect(ability, `Hulk's seeded ${teamUp.slug} bonus`).toBeTruthy()
        await expect(card).toContainText(ability!.description)
      }

      // Iron Man joins Hulk's Gamma Charge but has no ability of that slug: the bonus is named instead.
      await page.goto('/heroes/iron-man')
      const gamma = page.getByTestId('team-ups').locator('[data-team-up="gamma-charge"]')
      await expect(gamma).toContainText('Iron Man gets Gamma Charge when these heroes are on their team.')
      expect(await linkedHeroes(gamma)).toEqual(['hulk', 'doctor-strange'])
    })

    test('a hero without team-ups or a written guide gets a header, a guide-coming note and no team-ups section', async ({ page, request }) => {
      const login = await request.post('/cms-api/users/login', { data: ADMIN })
      expect(login.status()).toBe(200)
      const auth = { Authorization: `JWT ${(await login.json()).token}` }
      const name = `Test Recruit ${viewport.width}`
      const created = await request.post('/cms-api/heroes', { headers: auth, data: { name, nickname: 'Recruit', role: 'duelist' } })
      expect(created.status()).toBe(201)
      const { doc } = await created.json()
      try {
        const teamUps = await cms<{ hero: number; teammates: number[] }>(request, 'team-ups?limit=100&depth=0')
        expect(teamUps.some((teamUp) => teamUp.hero === doc.id || teamUp.teammates.includes(doc.id))).toBe(false)

        await page.goto(`/heroes/${doc.slug}`)
        await expect(page.getByRole('heading', { level: 1, name: 'Recruit' })).toBeVisible()
        await expect(page.locator('main header').getByRole('link', { name: 'Duelist' })).toBeVisible()
        await expect(page.getByTestId('guide-coming')).toBeVisible()
        await expect(page.getByTestId('team-ups')).toHaveCount(0)
        await expect(page.getByRole('heading', { name: 'Team-ups' })).toHaveCount(0)
        await expect(page.getByTestId('hero-abilities')).toHaveCount(0)
        await expect(page.getByTestId('how-to-win')).toHaveCount(0)
        await expect(page.getByRole('combobox', { name: 'Form' })).toHaveCount(0)

        // A guided hero with one form has no form dropdown either.
        await page.goto('/heroes/doctor-strange')
        await expect(page.getByTestId('ability-panel')).toBeVisible()
        await expect(page.getByRole('combobox', { name: 'Form' })).toHaveCount(0)
        await expect(page.getByTestId('guide-coming')).toHaveCount(0)
      } finally {
        await request.delete(`/cms-api/heroes/${doc.id}`, { headers: auth })
      }
    })

    test('an unknown hero answers 404 with a page that leads back to the roster', async ({ page, request }) => {
      const response = await request.get('/heroes/no-such-hero', { maxRedirects: 0 })
      expect(response.status()).toBe(404)

      const visit = await page.goto('/heroes/no-such-hero')
      expect(visit?.status()).toBe(404)
      await expect(page).toHaveURL(/\/heroes\/no-such-hero$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Hero not found' })).toBeVisible()
      await expect(page).toHaveTitle(/Hero not found/)
      await expectNoSeriousViolations(page)
      await expect(async () => {
        await page.getByTestId('hero-not-found').getByRole('link', { name: 'Browse all heroes' }).click()
        await expect(page).toHaveURL(/\/heroes$/, { timeout: 2_000 })
      }).toPass()
      await expect(page.locator('[data-testid^="roster-"]')).toHaveCount(3)
    })
  })
}

test('each hero guide has its own title, description and social preview image', async ({ request }) => {
  const html = await (await request.get('/heroes/hulk')).text()
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]
  expect(html).toMatch(/<title>Hulk guide · /)
  expect(meta('description')).toMatch(/^Hulk \(Vanguard\) guide: /)
  expect(meta('og:title')).toBe('Hulk guide')
  // Absolute on the guide's configured address (SITE_URL; locally http://localhost:$PORT), at the upload's versioned address.
  expect(meta('og:image')).toMatch(/^http:\/\/(?:127\.0\.0\.1|localhost):\d+\/cms-api\/media\/file\/.*background.*\.webp\?v=[0-9a-z]+$/)
  expect(meta('twitter:card')).toBe('summary_large_image')
  expect(meta('twitter:image')).toBe(meta('og:image'))

  const image = await request.get(meta('og:image')!)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toMatch(/image\/webp/)

  const other = await (await request.get('/heroes/magik')).text()
  expect(other).toMatch(/<title>Magik guide · /)
  // Magik's card is her own (the page also carries the table of every fixed image address, Hulk's among them).
  const otherImage = new RegExp(`<meta property="og:image" content="([^"]*)"`).exec(other)?.[1]
  expect(otherImage).toBeTruthy()
  expect(otherImage).not.toContain('hero-hulk')
})

test('the fixed avatar and background addresses still lead to the uploads', async ({ request }) => {
  for (const path of ['/heroes/avatars/hulk.webp', '/heroes/backgrounds/hulk.webp']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toMatch(/\/cms-api\/media\/file\//)
  }
  expect((await request.get('/heroes/avatars/nobody.webp', { maxRedirects: 0 })).status()).toBe(404)
})

test.describe('an avatar the browser has shown', () => {
  // The page's own fallback, not the offline worker's: the worker would answer the aborted address itself.
  test.use({ serviceWorkers: 'block', viewport: { width: 375, height: 812 } })

  test('is kept in the image cache and shown from it when its address fails; it is shown directly otherwise', async ({ page }) => {
    // A roster card's avatar (a guide's header portrait is a plain image, drawn first and never cached).
    await page.goto('/heroes')
    const avatar = page.locator('[data-testid="roster-vanguard"] img[data-source="/heroes/avatars/hulk.webp"]')
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    const direct = (await avatar.getAttribute('src'))!
    expect(direct).not.toMatch(/^blob:/)
    const absolute = new URL(direct, page.url()).href
    await expect.poll(() => page.evaluate(async (url) => Boolean(await (await caches.open('image-cache')).match(url)), absolute)).toBe(true)
    expect(await avatar.getAttribute('src')).toBe(direct)

    // The file's address now fails (a dropped connection): the kept copy takes its place.
    await page.route((url) => url.href === absolute, (route) => route.abort('internetdisconnected'))
    await page.reload()
    await expect(avatar).toHaveAttribute('src', /^blob:/)
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  })
})
