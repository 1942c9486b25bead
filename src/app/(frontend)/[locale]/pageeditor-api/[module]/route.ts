import { createModuleRoute } from '@/features/editor/server/editorRoutes'

export const dynamic = 'force-dynamic'

/** SPEC §7 editor write: a new module of type {module} (see features/editor/server/editorRoutes.ts). */
export const POST = createModuleRoute
