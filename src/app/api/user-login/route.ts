import { postLogin } from '@/features/account/server/sessionRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: the customer log-in form as a browser posts it without JavaScript. */
export const POST = postLogin
