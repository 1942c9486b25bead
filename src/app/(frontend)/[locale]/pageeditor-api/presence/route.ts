export const dynamic = 'force-dynamic'

/** Who else is editing this document (features/editor/server/documentRoutes.ts). */
export { presenceRoute as POST } from '@/features/editor/server/documentRoutes'
