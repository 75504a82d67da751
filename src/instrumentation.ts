/** Next.js calls this once when a server process starts. */
export async function register() {
  // Only the Node.js server runs jobs: not the edge runtime, not `next build`.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startJobRunner } = await import('@/cms-wiring/job-runner')
  startJobRunner()
}
