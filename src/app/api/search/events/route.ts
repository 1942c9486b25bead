import { getSearchKind } from '@/features/search/server/routes'

export const GET = getSearchKind('events')
