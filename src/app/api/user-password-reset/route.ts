import { postPasswordReset } from '@/features/account/server/accountRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: a customer sets a new password from the e-mailed link. */
export const POST = postPasswordReset
