import { startTracesWhenAsked } from '@/observability/traces-when-asked'

/** Next.js calls this once when a server process starts, before it answers any request. */
export async function register() {
  // Only the Node.js server traces and runs jobs: not the edge runtime, not `next build`.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // First: the trace instrumentations patch pg, node-redis and the AWS SDK as they load (docs/operations.md, "Traces").
  await startTracesWhenAsked()
  const { startJobRunner } = await import('@/cms-wiring/job-runner')
  startJobRunner()
}
