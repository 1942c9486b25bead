/**
 * Shapes of the demo festival's content. The content modules hold words only (German and English);
 * scripts/seed/index.ts turns them into documents, dates, images and ticketing.
 * Keys are stable ids used to link content (a production names its venue by key).
 */
export type L = { de: string; en: string }
/** Paragraphs of running text, the same number in both languages. */
export type LParagraphs = { de: string[]; en: string[] }

export type TaxonomySeed = { key: string; name: L; showInFilter?: boolean }

export type CategorySeed = TaxonomySeed & { style: 'default' | 'interview' | 'essay' | 'report' }

export type RoomSeed = { key: string; name: L; capacity: number }

export type VenueSeed = {
  key: string
  name: L
  street: string
  postalCode: string
  city: string
  latitude: number
  longitude: number
  teaser: L
  description: LParagraphs
  directions: L
  accessibility: L
  rooms: RoomSeed[]
}

export type ProductionSeed = {
  key: string
  title: L
  subtitle: L
  artist: string
  teaser: L
  description: LParagraphs
  /** 'current' or 'previous' season key from seasons.ts. */
  season: string
  exhibitionType: string
  genre: string
  tags: string[]
  series: string[]
  eventTags: string[]
  venue: string
  room: string
  /** How many dated events the festival gives this production (1 to 10). */
  performances: number
  durationMinutes: number
  /** Hour and minute of the usual start, e.g. '19:30'. */
  startTime: string
  /** Ticket price of the full price in whole euros; 0 = free admission (no ticketing). */
  fullPrice: number
  /** Exhibitions and installations are booked by timeslot. */
  timeslots?: boolean
  programs?: { title: L; text: L }[]
  /** Keys of people (people.ts) with their role. */
  contributors: { person: string; role: L }[]
  promoter?: L
  importantInfo?: L
}

export type PersonSeed = {
  key: string
  name: string
  position: L
  bio: LParagraphs
  department: 'direction' | 'dramaturgy' | 'production' | 'communication' | 'artists'
  inTeam: boolean
}

export type ArticleSeed = {
  key: string
  title: L
  preline: L
  teaser: L
  body: LParagraphs
  category: string
  tags: string[]
  author: string
  /** Published this many days before the seed runs. */
  daysAgo: number
  relatedProductions: string[]
}

export type SeriesSeed = TaxonomySeed & {
  teaser: L
  description: LParagraphs
  /** Sold as a subscription (issue 46): the package price and the seat group's German name. */
  subscription?: { priceCents: number; seatGroup: string }
}

export type FormFieldSeed = {
  slug: string
  label: L
  /** SPEC §3 field_type numbers: 1 line, 2 paragraph, 3 e-mail, 4 checkbox, 5 checkboxes, 6 drop-down, 7 multi-select, 8 radio, 9 file, 10 date, 11 number, 12 phone. */
  fieldType: number
  required: boolean
  choices?: { value: string; label: L }[]
  placeholder?: L
  help?: L
  /** A date field's range and minimum age (issue 44). */
  dateRange?: 'any' | 'past' | 'future'
  minAge?: number
}

export type FormSeed = { key: string; title: L; intro: L; submit: L; success: L; fields: FormFieldSeed[] }

export type LegalPageSeed = {
  key: 'agb' | 'datenschutz' | 'impressum' | 'hinweisgeberschutz'
  title: L
  sections: { heading: L; body: LParagraphs }[]
}

export type TeaserSeed = { preline: L; headline: L; subline: L; linkText: L; link: L; dayOffset: number }

export type AlertSeed = { title: L; text: L; linkTitle: L; link: L }
