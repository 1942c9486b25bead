import { getEvents } from '@/features/programme/server/routes'

export const GET = getEvents
