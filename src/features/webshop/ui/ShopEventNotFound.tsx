import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { STATUS_ATTRIBUTE } from '@/lib/http/statusMarker'

/** A performance the shop does not sell: answered 404 (the production server reads the marker), with the way to the programme. */
export async function ShopEventNotFound({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  return (
    <>
      <div hidden {...{ [STATUS_ATTRIBUTE]: '404' }} />
      <h1>{t('eventNotFound')}</h1>
      <p>
        <a className="button" href={routePath(locale, 'events')}>
          {t('toProgramme')}
        </a>
      </p>
    </>
  )
}

/** 'Kesselhaus · Studio': where a performance plays, as the shop's heading says it. */
export function placeOf(event: { venue?: unknown; room?: unknown }): string {
  const name = (value: unknown) =>
    typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string' ? value.name : null
  return [name(event.venue), name(event.room)].filter(Boolean).join(' · ')
}
