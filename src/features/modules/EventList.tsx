import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { isOnline } from '@/cms/rules/onlineWindow'
import { ModuleTexts } from '@/features/content/ui/ModuleTexts'
import { TeaserCard } from '@/features/content/ui/TeaserCard'
import { eventStyleOf } from '@/features/programme/domain/display'
import { addDays, berlinDay, sameDay } from '@/features/programme/domain/calendarDays'
import { NO_FILTERS } from '@/features/programme/domain/filters'
import { entryData } from '@/features/programme/domain/listItems'
import { cachedEvents, currentMinute } from '@/features/programme/server/programme'
import { LazyModuleEventList as ModuleEventList } from './lazyParts.client'
import { loadChrome } from '@/features/shell/server/chrome'
import { routePath } from '@/i18n/routes'
import { relationId } from '@/lib/payload/relations'

import type { BlockProps } from './types'

import '@/features/programme/ui/programme.css'
import { ProgrammeTexts } from '@/features/programme/ui/ProgrammeTexts'

/** An event-list module shows at most this many events; the programme has the rest. */
export const EVENT_LIST_LIMIT = 30
/** A compact list: the next three days, at most this many events. */
const COMPACT_DAYS = 3
const COMPACT_LIMIT = 12

const dayNumber = ({ year, month, day }: { year: number; month: number; day: number }) => year * 10_000 + month * 100 + day

/**
 * SPEC §3 Event list: the programme's events in the module's days (from today at the earliest) and
 * with its tag, grouped by day with the module's teasers between the days, through the
 * programme's own query and list; with 'filters' on, chips narrow the list by kind of event.
 */
export async function EventListComponent({ block, locale }: BlockProps<'eventList'>) {
  const t = await getTranslations({ locale, namespace: 'modules' })
  const now = new Date()
  const today = berlinDay(now)
  const from = block.date_from ? berlinDay(new Date(block.date_from)) : null
  const date = from && new Date(block.date_from ?? 0) > now && !sameDay(from, today) ? from : null
  const until = block.date_to ? berlinDay(new Date(block.date_to)) : null
  // Compact: the next three days of the range (from today, or its start when that is later).
  const first = date ?? today
  const dateTo = block.compact
    ? until && dayNumber(until) < dayNumber(addDays(first, COMPACT_DAYS - 1))
      ? until
      : addDays(first, COMPACT_DAYS - 1)
    : until
  const filters = { ...NO_FILTERS, tag: relationId(block.tag) ?? null, date: dateTo ? first : date, dateTo }
  const [{ results }, { design }] = await Promise.all([
    cachedEvents(locale, filters, 1, block.compact ? COMPACT_LIMIT : EVENT_LIST_LIMIT, currentMinute(now)),
    loadChrome(locale),
  ])
  const style = eventStyleOf(design.event_style)
  const teasers = (block.children ?? [])
    .filter((item) => isOnline(item, now))
    .map((item, index) => <TeaserCard key={item.id ?? index} item={item} locale={locale} />)
  return (
    <div className={block.compact ? 'module event-list event-list--compact' : 'module event-list'}>
      {results.length === 0 ? (
        <p className="event-list__empty">{t('eventsEmpty')}</p>
      ) : (
        <ProgrammeTexts locale={locale} part="entries">
          <ModuleTexts parts={block.filters ? ['eventFilter'] : []}>
            <ModuleEventList
              events={results.map((item) => entryData(item, style))}
              teasers={teasers}
              locale={locale}
              style={style}
              filterable={Boolean(block.filters)}
            />
          </ModuleTexts>
        </ProgrammeTexts>
      )}
      <p>
        <Link href={routePath(locale, 'events')} className="button button--secondary">
          {t('eventsAll')}
        </Link>
      </p>
    </div>
  )
}
