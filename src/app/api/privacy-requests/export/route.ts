import { getPrivacyExport } from '@/features/privacy/server/requestRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC (issue 46): an administrator's answer to a request for access by e-mail address. */
export const GET = getPrivacyExport
