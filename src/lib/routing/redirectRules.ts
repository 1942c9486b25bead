import { decodePath } from './safePath'

/** A redirect rule as the back office stores it and the proxy applies it. */
export type RedirectRule = { old_path: string; new_path: string }

/** Paths compared without a trailing slash and with percent-escapes decoded (for comparison only, never as a target). */
export function normalisePath(pathname: string): string {
  const path = decodePath(pathname) ?? pathname
  return withoutTrailingSlash(path)
}

/** A path without its trailing slashes ('/' stays). */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

/** How many rules a chain may pass through before it counts as a loop (the proxy follows one per request). */
const MAX_HOPS = 20

export type RedirectRuleProblem = 'self' | 'loop'

/** The path a rule's target leads to, as the proxy compares paths (no query, no fragment, no trailing slash). */
function targetPath(newPath: string): string {
  return normalisePath(newPath.split(/[?#]/, 1)[0] ?? '')
}

/**
 * Whether a redirect rule can be saved beside the others: it must not lead to itself, and following
 * it through the existing rules must never come back to its own old path (a visitor would bounce
 * between 301s until the browser gives up).
 */
export function redirectRuleProblem(rule: RedirectRule, others: readonly RedirectRule[]): RedirectRuleProblem | null {
  const start = normalisePath(rule.old_path)
  let current = targetPath(rule.new_path)
  if (current === start) return 'self'
  const next = new Map(others.map((other) => [normalisePath(other.old_path), other.new_path]))
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const target = next.get(current)
    if (target === undefined) return null
    current = targetPath(target)
    if (current === start) return 'loop'
  }
  return 'loop'
}
