import { deleteModuleRoute, patchModuleRoute, updateModuleRoute } from '@/features/editor/server/editorRoutes'

export const dynamic = 'force-dynamic'

/** SPEC §7 editor writes to one module: POST update, PATCH move or duplicate, DELETE (see features/editor/server/editorRoutes.ts). */
export const POST = updateModuleRoute
export const PATCH = patchModuleRoute
export const DELETE = deleteModuleRoute
