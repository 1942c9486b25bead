/** Next runs this once when a server starts (issue 28): the metrics that read the database get their sources. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { registerGaugeSources } = await import('./features/ops/server/gaugeSources')
  registerGaugeSources()
}
