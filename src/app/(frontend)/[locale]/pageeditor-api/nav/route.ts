import { endpoint } from '@/api/endpoint'
import { getNavigation } from '@/features/shell/server/shell'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 GET /{locale}/pageeditor-api/nav: menu, footer and secondary lists. Public and cacheable;
 * a logged-in user's answer may hold pages only they see, so it is never stored.
 */
export const GET = endpoint('nav', async ({ payload, user, locale }) => {
  const { menu, footer, secondary } = await getNavigation(payload, locale, user)
  return { menu, footer, secondary }
})
