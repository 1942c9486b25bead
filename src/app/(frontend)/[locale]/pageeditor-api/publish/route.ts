export const dynamic = 'force-dynamic'

/** The checks before publishing, and publishing (features/editor/server/documentRoutes.ts). */
export { publishRoute as POST } from '@/features/editor/server/documentRoutes'
