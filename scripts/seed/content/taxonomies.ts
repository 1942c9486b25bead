import type { CategorySeed, TaxonomySeed } from './types'

/** Two festival editions: last year’s (motto „Nachbarschaften“) and this year’s (motto „Über die Ufer“). */
export const seasons: TaxonomySeed[] = [
  { key: 'previous', name: { de: 'Spielzeit 2025/26', en: 'Season 2025/26' }, showInFilter: true },
  { key: 'current', name: { de: 'Spielzeit 2026/27', en: 'Season 2026/27' }, showInFilter: true },
]

export const genres: TaxonomySeed[] = [
  { key: 'theatre', name: { de: 'Theater', en: 'Theatre' }, showInFilter: true },
  { key: 'dance', name: { de: 'Tanz', en: 'Dance' }, showInFilter: true },
  { key: 'music', name: { de: 'Musik', en: 'Music' }, showInFilter: true },
  { key: 'performance', name: { de: 'Performance', en: 'Performance' }, showInFilter: true },
  { key: 'art', name: { de: 'Bildende Kunst', en: 'Visual arts' }, showInFilter: true },
  { key: 'literature', name: { de: 'Literatur', en: 'Literature' }, showInFilter: true },
]

export const exhibitionTypes: TaxonomySeed[] = [
  { key: 'performance', name: { de: 'Aufführung', en: 'Performance' }, showInFilter: true },
  { key: 'concert', name: { de: 'Konzert', en: 'Concert' }, showInFilter: true },
  { key: 'exhibition', name: { de: 'Ausstellung', en: 'Exhibition' }, showInFilter: true },
  { key: 'talk', name: { de: 'Gespräch', en: 'Talk' }, showInFilter: true },
  { key: 'workshop', name: { de: 'Workshop', en: 'Workshop' }, showInFilter: true },
]

/** The first tag is the one the home page’s event list shows. */
export const eventTags: TaxonomySeed[] = [
  { key: 'premiere', name: { de: 'Premiere', en: 'Premiere' }, showInFilter: true },
  { key: 'family', name: { de: 'Für Familien', en: 'For families' }, showInFilter: true },
  { key: 'accessible', name: { de: 'Barrierefrei', en: 'Accessible' }, showInFilter: true },
  { key: 'english-surtitles', name: { de: 'Englische Übertitel', en: 'English surtitles' }, showInFilter: true },
  { key: 'free', name: { de: 'Eintritt frei', en: 'Free admission' }, showInFilter: true },
  { key: 'late-night', name: { de: 'Spät am Abend', en: 'Late night' }, showInFilter: false },
]

export const productionTags: TaxonomySeed[] = [
  { key: 'world-premiere', name: { de: 'Uraufführung', en: 'World premiere' }, showInFilter: true },
  { key: 'german-premiere', name: { de: 'Deutsche Erstaufführung', en: 'German premiere' }, showInFilter: true },
  { key: 'coproduction', name: { de: 'Koproduktion', en: 'Co-production' }, showInFilter: true },
  { key: 'international', name: { de: 'Internationales Gastspiel', en: 'International guest performance' }, showInFilter: true },
  { key: 'local', name: { de: 'Aus Lindenau', en: 'Made in Lindenau' }, showInFilter: true },
  { key: 'participatory', name: { de: 'Zum Mitmachen', en: 'Participatory' }, showInFilter: true },
]

export const articleTags: TaxonomySeed[] = [
  { key: 'theatre', name: { de: 'Theater', en: 'Theatre' } },
  { key: 'dance', name: { de: 'Tanz', en: 'Dance' } },
  { key: 'music', name: { de: 'Musik', en: 'Music' } },
  { key: 'art', name: { de: 'Bildende Kunst', en: 'Visual arts' } },
  { key: 'river', name: { de: 'Fluss', en: 'River' } },
  { key: 'city', name: { de: 'Stadt', en: 'City' } },
  { key: 'climate', name: { de: 'Klima', en: 'Climate' } },
  { key: 'access', name: { de: 'Barrierefreiheit', en: 'Accessibility' } },
  { key: 'tickets', name: { de: 'Karten', en: 'Tickets' } },
  { key: 'young-audiences', name: { de: 'Junges Publikum', en: 'Young audiences' } },
]

export const categories: CategorySeed[] = [
  { key: 'interviews', name: { de: 'Interviews', en: 'Interviews' }, style: 'interview' },
  { key: 'essays', name: { de: 'Essays', en: 'Essays' }, style: 'essay' },
  { key: 'behind-the-scenes', name: { de: 'Hinter den Kulissen', en: 'Behind the scenes' }, style: 'report' },
  { key: 'news', name: { de: 'Neuigkeiten', en: 'News' }, style: 'default' },
]
