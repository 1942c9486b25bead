export const dynamic = 'force-dynamic'

/** Draft mode on for an editor (features/editor/server/previewRoutes.ts). */
export { previewRoute as GET } from '@/features/editor/server/previewRoutes'
