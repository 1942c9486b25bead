import { getTranslations } from 'next-intl/server'

import { getPayloadClient } from '@/cms/client'
import type { Locale } from '@/i18n/locales'
import { ROUTES } from '@/i18n/routes'

import { retentionSettings } from '../server/retention'

/** Whether a CMS page's path is the privacy policy's (SPEC §2 /datenschutz), where the periods are stated. */
export function isPrivacyPolicy(locale: Locale, path: string): boolean {
  return ROUTES['legals-privacy'][locale] === path
}

/**
 * The retention periods as the back office set them (site settings), stated on the privacy policy
 * (issue 46): the same numbers the nightly job deletes by, so the page never promises another.
 * The page is static; a change of the settings renders it anew (the frame's tags).
 */
export async function RetentionPeriods({ locale }: { locale: Locale }) {
  const [t, periods] = await Promise.all([getTranslations({ locale, namespace: 'account' }), retentionSettings(await getPayloadClient())])
  return (
    <section aria-labelledby="retention-periods" className="module module--narrow retention-periods">
      <h2 id="retention-periods">{t('retentionHeading')}</h2>
      <p>{t('retentionIntro')}</p>
      <ul>
        <li>{t('retentionForms', { months: periods.formEntriesMonths })}</li>
        <li>{t('retentionCarts', { days: periods.cartsDays })}</li>
        <li>{t('retentionCalendar', { months: periods.calendarMonths })}</li>
        <li>{t('retentionWaitingList')}</li>
        <li>{t('retentionOrders')}</li>
        <li>{t('retentionAccount')}</li>
      </ul>
    </section>
  )
}
