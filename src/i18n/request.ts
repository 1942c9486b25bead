import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { FESTIVAL_TIME_ZONE } from '@/lib/time/berlin'

import { messagesFor } from './messages'
import { routing } from './routing'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return { locale, messages: messagesFor(locale), timeZone: FESTIVAL_TIME_ZONE }
})
