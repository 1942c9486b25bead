export const dynamic = 'force-dynamic'

/** Restores a version into the draft (features/editor/server/documentRoutes.ts). */
export { restoreVersionRoute as POST } from '@/features/editor/server/documentRoutes'
