import { getRedirectsRoute } from '@/features/shell/server/shellRoutes'

export const dynamic = 'force-dynamic'

export const GET = getRedirectsRoute
