import { postDeleteAccount } from '@/features/account/server/privacyRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC (issue 46): the logged-in customer deletes their account. */
export const POST = postDeleteAccount
