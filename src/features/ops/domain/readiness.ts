/**
 * `/readyz` (issue 28): a server takes visitors only while everything it needs answers. Each check
 * is a promise that settles within `timeoutMs` or counts as failed; a check that is not configured
 * (no Redis on the embedded default) is left out rather than failed.
 */
export type CheckResult = 'ok' | 'not configured' | `failed: ${string}`
export type Check = (() => Promise<void>) | null
export type Readiness = { ready: boolean; checks: Record<string, CheckResult> }

export async function readiness(checks: Record<string, Check>, timeoutMs: number): Promise<Readiness> {
  const names = Object.keys(checks)
  const results = await Promise.all(names.map((name) => settle(checks[name] ?? null, timeoutMs)))
  const entries = names.map((name, index) => [name, results[index] ?? 'not configured'] as const)
  return { ready: entries.every(([, result]) => !result.startsWith('failed')), checks: Object.fromEntries(entries) }
}

async function settle(check: Check, timeoutMs: number): Promise<CheckResult> {
  if (!check) return 'not configured'
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([check(), timeout])
    return 'ok'
  } catch (error) {
    return `failed: ${error instanceof Error ? error.message : String(error)}`
  } finally {
    clearTimeout(timer)
  }
}

/** The committed migrations the database has not run (empty: the schema is current). */
export function pendingMigrations(committed: readonly string[], ran: readonly string[]): string[] {
  const done = new Set(ran)
  return committed.filter((name) => !done.has(name))
}
