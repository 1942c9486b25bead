import { optionListRoute } from '@/features/programme/server/routes'

export const GET = optionListRoute('genres', 'genres')
