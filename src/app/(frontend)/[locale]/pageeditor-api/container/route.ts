export const dynamic = 'force-dynamic'

/** SPEC §4/§7: a new editable section for a document (features/editor/server/documentRoutes.ts). */
export { createContainerRoute as POST } from '@/features/editor/server/documentRoutes'
