export const dynamic = 'force-dynamic'

/** Media to pick in the edit form, and uploads from it (features/editor/server/library.ts). */
export { mediaListRoute as GET, mediaUploadRoute as POST } from '@/features/editor/server/library'
