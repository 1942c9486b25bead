import { getArticleCategories } from '@/features/magazine/server/routes'

export const GET = getArticleCategories
