export const dynamic = 'force-dynamic'

/** Documents to pick in the edit form and for internal links (features/editor/server/library.ts). */
export { documentsRoute as GET } from '@/features/editor/server/library'
