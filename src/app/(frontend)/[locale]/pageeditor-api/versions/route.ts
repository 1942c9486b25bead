export const dynamic = 'force-dynamic'

/** A document's versions for the version menu (features/editor/server/documentRoutes.ts). */
export { versionsRoute as GET } from '@/features/editor/server/documentRoutes'
