import { getTeasers } from '@/features/programme/server/routes'

export const GET = getTeasers
