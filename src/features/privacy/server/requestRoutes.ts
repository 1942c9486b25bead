import 'server-only'

import { endpoint } from '@/api/endpoint'
import { HttpError, reply } from '@/api/replies'
import { hasRole } from '@/lib/auth/roles'
import { berlinDateKey } from '@/lib/time/berlin'

import { personalData } from './personalData'
import { subjectByEmail } from './requests'

/**
 * GET /api/privacy-requests/export/?email= (issue 46): an administrator answers a request for
 * access (DSGVO Art. 15) of someone who wrote in, with or without an account, as the same JSON file
 * the account's own download gives. Checking who asks is the office's job before it gets here.
 */
export const getPrivacyExport = endpoint('privacyExport', async ({ payload, user, locale, query: email }) => {
  // Personal data of anyone: administrators only, not every editor.
  if (!hasRole(user)) throw new HttpError(403, 'Administrators only')
  const data = await personalData(payload, await subjectByEmail(payload, email), locale)
  const name = email.replace(/[^a-z0-9.@_-]/g, '_')
  return reply(data, {
    headers: { 'Content-Disposition': `attachment; filename="personal-data-${name}-${berlinDateKey(new Date())}.json"` },
  })
})
