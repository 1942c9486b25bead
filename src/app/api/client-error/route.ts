import { postClientErrorRoute } from '@/features/shell/server/shellRoutes'

export const dynamic = 'force-dynamic'

export const POST = postClientErrorRoute
