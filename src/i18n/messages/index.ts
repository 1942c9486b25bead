import type { Locale } from '../locales'

import account from './account.json'
import booking from './booking.json'
import consent from './consent.json'
import error from './error.json'
import loading from './loading.json'
import mail from './mail.json'
import modules from './modules.json'
import notices from './notices.json'
import programme from './programme.json'
import screens from './screens.json'
import shell from './shell.json'
import site from './site.json'
import webshop from './webshop.json'

/**
 * Visitor texts, one JSON file per namespace holding both languages side by side, so a text is
 * never added in one language only (a unit test compares the keys). Add a namespace here.
 */
const namespaces = { site, error, consent, notices, shell, screens, webshop, modules, loading, account, programme, booking, mail } as const

type Namespaces = typeof namespaces
export type Messages = { [N in keyof Namespaces]: Namespaces[N]['de'] }

export function messagesFor(locale: Locale): Messages {
  return Object.fromEntries(Object.entries(namespaces).map(([name, texts]) => [name, texts[locale]])) as Messages
}

export const namespaceTexts: Readonly<Record<string, Record<Locale, unknown>>> = namespaces
