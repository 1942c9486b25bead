import type { Locale } from '@/i18n/locales'

/** A failed call, with its status for the caller to decide (a 400 is our bug, a 5xx may pass). */
export class CallError extends Error {
  constructor(readonly status: number) {
    super(`call failed with ${status}`)
  }
}

/**
 * GET one of our JSON calls from the browser. The unprefixed option calls are "localised" by
 * Accept-Language (SPEC §7), so the page's language is sent rather than the browser's.
 */
export async function fetchJson<T>(url: string, { signal, locale }: { signal?: AbortSignal; locale?: Locale } = {}): Promise<T> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json', ...(locale ? { 'Accept-Language': locale } : {}) } })
  if (!response.ok) {
    // Read the refusal to its end: an unread body keeps the request open in the browser.
    await response.text().catch(() => '')
    throw new CallError(response.status)
  }
  return (await response.json()) as T
}
