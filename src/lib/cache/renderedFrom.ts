import 'server-only'

import { unstable_cache } from 'next/cache'

const always = async () => true

/**
 * Declares what the page being rendered is made from (tags from `lib/cache/tags.ts`). Next gives a
 * statically rendered page the tags of the cached reads made while rendering it; this is such a
 * read, of nothing, so a page whose data comes straight from Payload is still re-rendered when
 * one of its tags expires (decision 016). Outside a render it does nothing.
 */
export async function renderedFrom(tags: readonly string[]): Promise<void> {
  const sorted = [...new Set(tags)].sort()
  if (sorted.length === 0) return
  await unstable_cache(always, ['rendered-from', ...sorted], { tags: sorted })()
}
