import { getArticles } from '@/features/magazine/server/routes'

export const GET = getArticles
