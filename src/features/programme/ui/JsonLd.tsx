import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { docHref, type LinkedCollection } from '@/lib/routing/docHref'

import { jsonLdText, seriesJsonLd } from '../domain/jsonLd'
import type { EventRef } from '../server/details'

/** A schema.org description in the page (JSON that cannot close its script element). */
export function JsonLd({ value }: { value: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(value) }} />
}

/** A production's or series' page as schema.org EventSeries with its coming dates. */
export function EventSeriesLd({
  collection,
  doc,
  name,
  description,
  events,
  locale,
}: {
  collection: LinkedCollection
  doc: { id: number; slug?: string | null }
  name: string
  description: string | null
  events: EventRef[]
  locale: Locale
}) {
  const value = seriesJsonLd(
    {
      name,
      url: docHref(collection, doc, locale) ?? '',
      description,
      events: events.map((event) => ({ name: event.title, url: docHref('events', event, locale), startDate: event.date_start })),
    },
    env().SERVER_URL ?? null,
  )
  return <JsonLd value={value} />
}
