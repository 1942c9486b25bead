import { getSearch } from '@/features/search/server/routes'

export const GET = getSearch
