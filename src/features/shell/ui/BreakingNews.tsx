import { getTranslations } from 'next-intl/server'

import { SmartLink } from '@/features/content/ui/SmartLink'

import type { BreakingNewsAlert as Alert } from '../server/shell'
import { BreakingNewsClose } from './BreakingNewsClose'

/**
 * The top alert banner (SPEC §2, §4): the first current alert, closable. It is part of the static
 * page; a visitor who closed this alert (the cookie holds its id) never sees it, because a script
 * in <head> (DISMISSED_ALERT_SCRIPT, root layout) hides it before the first paint.
 */
export async function BreakingNews({ alert }: { alert: Alert }) {
  const t = await getTranslations('shell')
  const id = String(alert.id)
  return (
    <section id="breaking-news" className="breaking-news" aria-label={t('announcement')} data-alert-id={id}>
      <div className="breaking-news__inner">
        <p className="breaking-news__text">
          <strong className="breaking-news__title">{alert.title}</strong> {alert.text}
          {alert.link?.url && (
            <>
              {' '}
              <SmartLink href={alert.link.url} className="breaking-news__link">
                {alert.link_title || alert.link.url}
              </SmartLink>
            </>
          )}
        </p>
        <BreakingNewsClose alertId={id} label={t('closeAnnouncement')} />
      </div>
    </section>
  )
}
