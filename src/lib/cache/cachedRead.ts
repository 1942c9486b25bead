import 'server-only'

import { unstable_cache } from 'next/cache'

/**
 * A public read kept in Next's data cache under `name` and its arguments (which must be plain
 * JSON), for `revalidate` seconds at most, and expired at once when one of its tags is (CONVENTIONS
 * §5). Arguments stand in for anything request-bound: a cached read never looks at cookies,
 * headers or the clock itself. `unstable_cache` is Next 16's legacy cache API; `'use cache'`
 * would need Cache Components switched on for the whole app (decision 014).
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  read: (...args: A) => Promise<R>,
  options: { tags: string[]; revalidate: number },
): (...args: A) => Promise<R> {
  return unstable_cache(read, [name], options)
}
