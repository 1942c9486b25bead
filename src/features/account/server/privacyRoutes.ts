import 'server-only'

import { endpoint } from '@/api/endpoint'
import { HttpError, reply } from '@/api/replies'
import { creditLeft, deleteAccount } from '@/features/privacy/server/erase'
import { personalData } from '@/features/privacy/server/personalData'
import { isLocale } from '@/i18n/locales'
import { mailHtml, mailTranslator } from '@/lib/mail/texts'
import { berlinDateKey } from '@/lib/time/berlin'

import { endedSessionCookie, passwordMatches } from './sessionRoutes'

/**
 * GET /api/user-data/ (issue 46, DSGVO Art. 15 and 20): everything the site holds about the
 * logged-in customer, as JSON; `?download=1` hands it out as a file to keep.
 */
export const getUserData = endpoint('userData', async ({ payload, user, locale, query }) => {
  const data = await personalData(payload, { customerId: user.id, email: user.email }, locale)
  const headers: Record<string, string> = query.download
    ? { 'Content-Disposition': `attachment; filename="festival-data-${berlinDateKey(new Date())}.json"` }
    : {}
  return reply(data, { headers })
})

/**
 * POST /api/user-account/delete/ (issue 46, DSGVO Art. 17): deletes the logged-in customer's account
 * with its current password and an explicit confirmation. Orders stay as invoices, reduced (decision
 * 038). The session ends at once (the account and its sessions are gone), the browser forgets its
 * cookie and cache, and a mail confirms it.
 */
export const postDeleteAccount = endpoint('deleteAccount', async ({ payload, user, body }) => {
  if (!(await passwordMatches(payload, user.email, body.password)))
    throw new HttpError(400, 'invalid', { fields: { password: 'wrongPassword' } })
  // Credit is the customer's money (issue 46): it is spent or transferred first, never deleted with the account.
  const credit = await creditLeft(payload, user.id)
  if (credit > 0) throw new HttpError(409, 'credit_left', { credit_cents: credit })
  const language = isLocale(user.preferred_locale) ? user.preferred_locale : 'de'
  const deleted = await deleteAccount(payload, user.id)
  const t = mailTranslator(language)
  await payload
    .sendEmail({
      to: deleted.email,
      subject: t('accountDeletedSubject'),
      html: mailHtml(language, [
        t('greeting', { name: `${user.first_name} ${user.last_name}` }),
        t('accountDeletedText'),
        t('accountDeletedOrders'),
        t('accountDeletedNotYou'),
      ]),
    })
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'account deletion mail not sent' }))
  return reply(
    { ok: true, orders_kept: deleted.ordersReduced, orders_cancelled: deleted.ordersCancelled },
    {
      // The tickets kept on this device stay: paid tickets remain valid after the account is gone.
      cookies: [endedSessionCookie()],
      headers: { 'Clear-Site-Data': '"cache"' },
    },
  )
})
