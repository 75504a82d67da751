/**
 * Traces cost nothing unless asked for: without OTEL_EXPORTER_OTLP_ENDPOINT not one OpenTelemetry module is
 * loaded (src/observability/traces.ts is imported only behind the check; tests/unit/traces-when-asked.test.ts
 * looks at what a process loaded).
 */
export async function startTracesWhenAsked(env: Record<string, string | undefined> = process.env): Promise<boolean> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return false
  const { startTracing } = await import('./traces')
  startTracing()
  return true
}
