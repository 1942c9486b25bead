import { optionListRoute } from '@/features/programme/server/routes'

export const dynamic = 'force-dynamic'

export const GET = optionListRoute('seasons')
