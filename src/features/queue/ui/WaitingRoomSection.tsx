import { getTranslations } from 'next-intl/server'

import { getPayloadClient } from '@/cms/client'
import { MoreTexts } from '@/i18n/MoreTexts'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { perLocale } from '@/i18n/perLocale'
import { routePath } from '@/i18n/routes'
import { renderedFrom } from '@/lib/cache/renderedFrom'
import { cacheTags } from '@/lib/cache/tags'
import { formatIn } from '@/lib/time/format'
import { callUrl } from '@/api/client'

import { openingNotices } from '../server/openings'
import { WaitingRoom } from './WaitingRoom'

import './waitingRoom.css'

const roomTexts = perLocale((locale) => ({ queue: { room: messagesFor(locale).queue.room } }))

/**
 * The sale opening's waiting room (issue 43): the same page for everyone (cached like every public
 * page), naming the openings and their rule; the browser asks for its place and shows it. Without
 * JavaScript the form still takes a place.
 */
export async function WaitingRoomSection({ locale }: { locale: Locale }) {
  await renderedFrom([cacheTags.list('sale-openings')])
  const t = await getTranslations({ locale, namespace: 'queue.room' })
  const openings = await openingNotices(await getPayloadClient(), locale)
  if (openings.length === 0)
    return (
      <div className="waiting-room">
        <p>{t('noOpening')}</p>
        <p>
          <a className="button" href={routePath(locale, 'events')}>
            {t('toProgramme')}
          </a>
        </p>
      </div>
    )
  return (
    <div className="waiting-room">
      <p>{t('intro')}</p>
      <MoreTexts messages={roomTexts(locale)}>
        <WaitingRoom
          locale={locale}
          openings={openings.map((opening) => ({
            ...opening,
            opensAtText: formatIn(new Date(opening.opensAt), locale, 'dayAndTime'),
            roomOpensAtText: formatIn(new Date(opening.roomOpensAt), locale, 'dayAndTime'),
          }))}
          programmeUrl={routePath(locale, 'events')}
          joinUrl={callUrl('queueJoin')}
        />
      </MoreTexts>
    </div>
  )
}
