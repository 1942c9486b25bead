import { postRemoveLines } from '@/features/booking/server/shopRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: takes lines out of the visitor's cart. */
export const POST = postRemoveLines
