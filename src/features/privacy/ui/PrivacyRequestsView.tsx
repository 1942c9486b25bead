import { Button } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { createTranslator } from 'use-intl/core'

import { email as emailAddress } from '@/api/inputs'
import { callPath } from '@/api/sitePaths'
import { isLocale, type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { hasRole } from '@/lib/auth/roles'

import '@/features/boxoffice/ui/boxoffice.css'
import { AdminFrame, searchParam } from '@/features/boxoffice/ui/AdminFrame'

import { PRIVACY_REQUESTS_PATH } from '../paths'
import { eraseRequestAction } from '../server/actions'
import { requestOverview, subjectByEmail } from '../server/requests'

const one = (search: AdminViewServerProps['searchParams'], key: string) => searchParam(search, key, 254)
const count = (value: string) => (/^\d{1,6}$/.test(value) ? Number(value) : 0)
/** Nothing to erase: no account, no order with personal data, no entry. */
const nothingLeft = (overview: Awaited<ReturnType<typeof requestOverview>>) =>
  !overview.account && overview.ordersWithPersonalData === 0 && overview.formEntries === 0 && overview.waitingList === 0

/**
 * /admin/privacy-requests (issue 46): administrators answer a request for access or erasure of
 * someone who wrote in, by e-mail address, with or without an account: what is stored (counted),
 * the same JSON file the account's own download gives, and the erasure behind a confirmation.
 */
export async function PrivacyRequestsView(view: AdminViewServerProps) {
  const { initPageResult, searchParams } = view
  const { req } = initPageResult
  const language: Locale = isLocale(req.i18n.language) ? req.i18n.language : 'de'
  const t = createTranslator({ locale: language, messages: messagesFor(language), namespace: 'boxoffice' })
  const template = (children: React.ReactNode) => (
    <AdminFrame view={view} title={t('privacyTitle')}>
      {children}
    </AdminFrame>
  )
  if (!req.user || !hasRole(req.user)) return template(<p role="alert">{t('privacyNoAccess')}</p>)
  const asked = one(searchParams, 'email')
  const parsed = asked ? emailAddress.safeParse(asked) : null
  const email = parsed?.success ? parsed.data : ''
  const result = one(searchParams, 'result')
  const overview = email ? await requestOverview(req.payload, await subjectByEmail(req.payload, email), language) : null
  const message =
    result === 'erased'
      ? {
          tone: 'ok',
          text: t('privacyErased', {
            entries: count(one(searchParams, 'entries')),
            waiting: count(one(searchParams, 'waiting')),
            orders: count(one(searchParams, 'orders')),
          }),
        }
      : result === 'unconfirmed'
        ? { tone: 'error', text: t('privacyEraseUnconfirmed') }
        : result === 'credit-left'
          ? { tone: 'error', text: t('privacyCreditLeft') }
          : result === 'bad-email' || (asked && !email)
            ? { tone: 'error', text: t('privacyBadEmail') }
            : null
  return template(
    <>
      {message ? (
        <p className={`box-office__result box-office__result--${message.tone}`} role={message.tone === 'ok' ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
      <p>{t('privacyIntro')}</p>
      <form method="get" action={PRIVACY_REQUESTS_PATH} className="box-office__form">
        <label htmlFor="privacy-email">{t('privacyEmail')}</label>
        <input id="privacy-email" name="email" type="email" defaultValue={asked} maxLength={254} required />
        <Button type="submit" buttonStyle="secondary" size="medium" margin={false}>
          {t('privacyFind')}
        </Button>
      </form>
      {overview ? (
        <section aria-labelledby="privacy-found" className="box-office__section">
          <h2 id="privacy-found">{t('privacyFound', { email })}</h2>
          <ul>
            <li>{t('privacyAccount', { has: overview.account ? 'yes' : 'no' })}</li>
            <li>{t('privacyOrders', { count: overview.orders, personal: overview.ordersWithPersonalData })}</li>
            <li>{t('privacyForms', { count: overview.formEntries })}</li>
            <li>{t('privacyWaiting', { count: overview.waitingList })}</li>
          </ul>
          <p>
            <a href={`${callPath('privacyExport', {})}?${new URLSearchParams({ email }).toString()}`} download>
              {t('privacyExport')}
            </a>
          </p>
          {nothingLeft(overview) ? (
            <p>{t('privacyNothing')}</p>
          ) : (
            <form action={eraseRequestAction} className="box-office__form">
              <input type="hidden" name="email" value={email} />
              <p>{t('privacyEraseHint')}</p>
              <label className="box-office__confirm">
                <input type="checkbox" name="confirm" value="yes" required /> {t('privacyEraseConfirm')}
              </label>
              <Button type="submit" buttonStyle="primary" size="medium" margin={false}>
                {t('privacyErase')}
              </Button>
            </form>
          )}
        </section>
      ) : null}
    </>,
  )
}
