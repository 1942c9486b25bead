import { namespacesFor, pickTexts } from '@/i18n/messages'
import { perLocale } from '@/i18n/perLocale'

/** What KeepTicketsOnDevice reads, for the pages that show tickets (confirmation, profile). */
export const keepTicketsTexts = perLocale((locale) => {
  const { offline, screens } = namespacesFor(locale, ['offline', 'screens'])
  return { offline: pickTexts(offline, ['ticketsSaved']), screens: pickTexts(screens, ['myTickets']) }
})
