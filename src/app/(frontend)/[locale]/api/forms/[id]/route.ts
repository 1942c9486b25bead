import { getForm } from '@/features/forms/server/routes'

export const GET = getForm
