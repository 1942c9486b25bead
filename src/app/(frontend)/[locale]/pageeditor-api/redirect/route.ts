import { endpoint } from '@/api/endpoint'
import { getRedirectRules } from '@/features/shell/server/shell'

export const dynamic = 'force-dynamic'

/** SPEC §7 GET /{locale}/pageeditor-api/redirect: every redirect rule as { old_path, new_path }. */
export const GET = endpoint('redirects', async ({ payload }) => getRedirectRules(payload))
