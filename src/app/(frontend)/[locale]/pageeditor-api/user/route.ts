import { getEditorUserRoute } from '@/features/editor/server/editorRoutes'

export const dynamic = 'force-dynamic'

export const GET = getEditorUserRoute
