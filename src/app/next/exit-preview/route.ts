export const dynamic = 'force-dynamic'

/** Draft mode off (features/editor/server/previewRoutes.ts). */
export { exitPreviewRoute as GET } from '@/features/editor/server/previewRoutes'
