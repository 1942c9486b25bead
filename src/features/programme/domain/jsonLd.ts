import { schemaAvailability } from '@/features/booking/domain/availability'
import type { OfferSummary } from '@/features/booking/domain/offer'

/** schema.org types of an event by its genre's slug (an event of another genre is a plain Event). */
const EVENT_TYPES: Record<string, string> = {
  theatre: 'TheaterEvent',
  theater: 'TheaterEvent',
  dance: 'DanceEvent',
  tanz: 'DanceEvent',
  music: 'MusicEvent',
  musik: 'MusicEvent',
  art: 'ExhibitionEvent',
  'bildende-kunst': 'ExhibitionEvent',
  literature: 'LiteraryEvent',
  literatur: 'LiteraryEvent',
}

export type EventLdInput = {
  name: string
  url: string
  startDate: string
  endDate: string | null
  description: string | null
  genreSlug: string | null
  image: string | null
  performer: string | null
  ticketUrl: string | null
  /** The prices and availability of a performance sold here (booking); null otherwise. */
  offer?: OfferSummary | null
  place: { name: string; street?: string | null; postalCode?: string | null; city?: string | null; url: string | null } | null
  inLanguage: string
}

type Ld = Record<string, unknown>

/** Drops absent values so the JSON-LD holds only what is known. */
function compact(value: Ld): Ld {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== ''))
}

/**
 * The schema.org description of an event (issue 10: every detail page carries JSON-LD), with
 * absolute URLs made from the site's public origin when it is configured (SERVER_URL), else the
 * site's own paths.
 */
export function eventJsonLd(input: EventLdInput, origin: string | null): Ld {
  const absolute = (path: string | null) => (path && origin ? new URL(path, origin).toString() : path)
  const place = input.place
  return compact({
    '@context': 'https://schema.org',
    '@type': (input.genreSlug && EVENT_TYPES[input.genreSlug]) || 'Event',
    name: input.name,
    url: absolute(input.url),
    startDate: input.startDate,
    endDate: input.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    inLanguage: input.inLanguage,
    description: input.description,
    image: absolute(input.image),
    performer: input.performer ? { '@type': 'PerformingGroup', name: input.performer } : null,
    location: place
      ? compact({
          '@type': 'Place',
          name: place.name,
          url: absolute(place.url),
          address: compact({
            '@type': 'PostalAddress',
            streetAddress: place.street,
            postalCode: place.postalCode,
            addressLocality: place.city,
            addressCountry: 'DE',
          }),
        })
      : null,
    offers: input.ticketUrl ? offerLd(absolute(input.ticketUrl), input.offer ?? null) : null,
  })
}

function offerLd(url: string | null, offer: OfferSummary | null): Ld {
  if (!offer || offer.lowCents === null) return compact({ '@type': 'Offer', url })
  const price = (cents: number) => (cents / 100).toFixed(2)
  const many = offer.highCents !== null && offer.highCents !== offer.lowCents
  return compact({
    '@type': many ? 'AggregateOffer' : 'Offer',
    url,
    priceCurrency: 'EUR',
    ...(many ? { lowPrice: price(offer.lowCents), highPrice: price(offer.highCents ?? offer.lowCents) } : { price: price(offer.lowCents) }),
    availability: offer.availability ? schemaAvailability(offer.availability) : null,
  })
}

/** JSON for an inline `<script type="application/ld+json">`: nothing in it can close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

/** schema.org Place of a venue page. */
export function placeJsonLd(
  input: {
    name: string
    url: string
    street?: string | null
    postalCode?: string | null
    city?: string | null
    latitude?: number | null
    longitude?: number | null
  },
  origin: string | null,
): Ld {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'PerformingArtsTheater',
    name: input.name,
    url: origin ? new URL(input.url, origin).toString() : input.url,
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: input.street,
      postalCode: input.postalCode,
      addressLocality: input.city,
      addressCountry: 'DE',
    }),
    geo:
      input.latitude != null && input.longitude != null
        ? { '@type': 'GeoCoordinates', latitude: input.latitude, longitude: input.longitude }
        : null,
  })
}

/** schema.org Person of a team page. */
export function personJsonLd(
  input: { name: string; url: string; jobTitle?: string | null; email?: string | null },
  origin: string | null,
): Ld {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: input.name,
    url: origin ? new URL(input.url, origin).toString() : input.url,
    jobTitle: input.jobTitle,
    email: input.email ? `mailto:${input.email}` : null,
  })
}

/**
 * schema.org EventSeries of a production or a series page: what it is and its coming dates as
 * sub-events, each with its own page.
 */
export function seriesJsonLd(
  input: { name: string; url: string; description?: string | null; events: { name: string; url: string | null; startDate: string }[] },
  origin: string | null,
): Ld {
  const absolute = (path: string | null) => (path && origin ? new URL(path, origin).toString() : path)
  return compact({
    '@context': 'https://schema.org',
    '@type': 'EventSeries',
    name: input.name,
    url: absolute(input.url),
    description: input.description,
    subEvent:
      input.events.length > 0
        ? input.events.map((event) => compact({ '@type': 'Event', name: event.name, url: absolute(event.url), startDate: event.startDate }))
        : null,
  })
}

/** A magazine article as schema.org Article (issue 14): headline, dates, author, section, image, language. */
export function articleJsonLd(
  input: {
    headline: string
    url: string
    datePublished: string
    dateModified: string | null
    author: string | null
    section: string | null
    description: string | null
    image: string | null
    keywords: string[]
    inLanguage: string
  },
  origin: string | null,
): Ld {
  const absolute = (path: string | null) => (path && origin ? new URL(path, origin).toString() : path)
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    url: absolute(input.url),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: input.author ? { '@type': 'Person', name: input.author } : null,
    articleSection: input.section,
    description: input.description,
    image: absolute(input.image),
    keywords: input.keywords.length > 0 ? input.keywords.join(', ') : null,
    inLanguage: input.inLanguage,
  })
}
