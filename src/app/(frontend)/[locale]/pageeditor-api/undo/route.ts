export const dynamic = 'force-dynamic'

/** Undo: the draft becomes the editor's latest backup (features/editor/server/documentRoutes.ts). */
export { undoRoute as POST } from '@/features/editor/server/documentRoutes'
