import { postTempFile } from '@/features/forms/server/routes'

export const dynamic = 'force-dynamic'

export const POST = postTempFile
