import { getGuideStatus } from '@/data/status'

// The placeholder reads the database on every request, so it cannot be prerendered at build time.
export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const status = await getGuideStatus()
  return (
    <main className="placeholder">
      <h1>Hero Shooter Fan Guide</h1>
      <p>The guide is being built: news, basics, interactive maps and hero guides are on their way.</p>
      <p data-testid="guide-count">
        {status.heroes} heroes and {status.maps} maps are in the guide so far.
      </p>
    </main>
  )
}
