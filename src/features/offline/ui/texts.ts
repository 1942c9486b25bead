import { messagesFor } from '@/i18n/messages'
import { perLocale } from '@/i18n/perLocale'

/** What KeepTicketsOnDevice reads, for the pages that show tickets (confirmation, profile). */
export const keepTicketsTexts = perLocale((locale) => ({ offline: { keep: messagesFor(locale).offline.keep } }))
