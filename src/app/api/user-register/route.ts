import { postRegister } from '@/features/account/server/accountRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: a customer registers (e-mail verification follows). */
export const POST = postRegister
