import { getProductions } from '@/features/programme/server/routes'

export const GET = getProductions
