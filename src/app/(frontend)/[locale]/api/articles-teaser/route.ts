import { getArticleTeasers } from '@/features/magazine/server/routes'

export const GET = getArticleTeasers
