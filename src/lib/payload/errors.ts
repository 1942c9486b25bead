/**
 * What a thrown error says, read without trusting its class: Payload's errors are duck-typed here,
 * as their class names are minified in production builds.
 */

/** The HTTP status an error carries (Payload's APIError, ours), else null. */
export function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : null
}

/** An error's message, else null. */
export function messageOf(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : null
}

/** Payload's field errors of a refused save (its ValidationError's `data.errors`), else null. */
export function payloadFieldErrors(error: unknown): { path: string; message: string }[] | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null
  const { data } = error
  if (typeof data !== 'object' || data === null || !('errors' in data) || !Array.isArray(data.errors)) return null
  return data.errors.flatMap((entry: unknown) =>
    typeof entry === 'object' &&
    entry !== null &&
    'path' in entry &&
    typeof entry.path === 'string' &&
    'message' in entry &&
    typeof entry.message === 'string'
      ? [{ path: entry.path, message: entry.message }]
      : [],
  )
}
