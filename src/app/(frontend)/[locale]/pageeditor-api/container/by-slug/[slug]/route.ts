import { getContainerRoute } from '@/features/pages/server/pageRoutes'

export const dynamic = 'force-dynamic'

export const GET = getContainerRoute
