export const dynamic = 'force-dynamic'

/** Starts a language version of a page or an editable section (features/editor/server/documentRoutes.ts). */
export { translationRoute as POST } from '@/features/editor/server/documentRoutes'
