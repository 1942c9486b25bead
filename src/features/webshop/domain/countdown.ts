/**
 * The reservation countdown's stages: what the live region says, once per stage, instead of
 * every second (WCAG 2.2.1: people are told before the time runs out).
 */
export type CountdownStage = 'running' | 'fiveMinutes' | 'twoMinutes' | 'expired'

export function countdownStage(remainingMs: number): CountdownStage {
  if (remainingMs <= 0) return 'expired'
  if (remainingMs < 2 * 60_000) return 'twoMinutes'
  if (remainingMs <= 5 * 60_000) return 'fiveMinutes'
  return 'running'
}

/** 'm:ss', rounded up to the next second, never negative. */
export function formatRemaining(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
