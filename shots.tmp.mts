import { chromium } from 'playwright-core'
import config from '@payload-config'
import { getPayload } from 'payload'

const payload = await getPayload({ config })
for (const role of ['editor', 'author'] as const) {
  const email = `${role}@shots.test`
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  if (!found.totalDocs) await payload.create({ collection: 'users', data: { email, password: 'shots-password', role }, overrideAccess: true })
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
async function shoot(email: string, password: string, name: string, paths: string[], width = 1280) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.goto('http://localhost:3000/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin$/)
  for (const [i, p] of paths.entries()) {
    await page.goto(`http://localhost:3000${p}`)
    await page.waitForTimeout(1500)
    await page.screenshot({ path: `/tmp/shots/${name}-${i}.png`, fullPage: false })
  }
  await page.close()
}
await shoot('admin@guide.local', 'guide-admin-password', 'admin', ['/admin', '/admin/collections/map-markers?limit=10', '/admin/collections/heroes/1'])
await shoot('author@shots.test', 'shots-password', 'author', ['/admin', '/admin/collections/heroes/1'])
await shoot('editor@shots.test', 'shots-password', 'editor-phone', ['/admin'], 375)
await browser.close()
process.exit(0)
