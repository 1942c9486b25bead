import { getAutocomplete } from '@/features/search/server/routes'

export const GET = getAutocomplete
