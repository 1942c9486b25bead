import type { Locale } from '../locales'

import account from './account.json'
import api from './api.json'
import editor from './editor.json'
import formRules from './formRules.json'
import rules from './rules.json'
import booking from './booking.json'
import boxoffice from './boxoffice.json'
import consent from './consent.json'
import error from './error.json'
import forms from './forms.json'
import loading from './loading.json'
import magazine from './magazine.json'
import mail from './mail.json'
import modules from './modules.json'
import notices from './notices.json'
import programme from './programme.json'
import screens from './screens.json'
import search from './search.json'
import shell from './shell.json'
import site from './site.json'
import webshop from './webshop.json'

/**
 * Visitor texts, one JSON file per namespace holding both languages side by side, so a text is
 * never added in one language only (a unit test compares the keys). Add a namespace here.
 */
const namespaces = { site, error, consent, notices, shell, screens, webshop, modules, loading, account, programme, booking, mail, boxoffice, magazine, forms, search } as const

type Namespaces = typeof namespaces
export type Messages = { [N in keyof Namespaces]: Namespaces[N]['de'] }

export function messagesFor(locale: Locale): Messages {
  return Object.fromEntries(Object.entries(namespaces).map(([name, texts]) => [name, texts[locale]])) as Messages
}

/**
 * Texts outside the pages' messages: the calls' answers (`api`, written by the server,
 * i18n/translator.ts), the edit layer's (`editor`, loaded with its code, features/editor/ui/texts.ts),
 * the editor rules' (`rules`, content/domain/validation.ts) and the form rules' (`formRules`,
 * forms/domain/entry.ts, checked in the browser too).
 */
export const apiTexts = api

export const namespaceTexts: Readonly<Record<string, Record<Locale, unknown>>> = { ...namespaces, api, editor, rules, formRules }

/**
 * Namespaces the public pages' frame leaves out of its client payload: those only servers and the
 * web shop need (the magazine's list, the forms and the search results get their texts as props
 * from the server), and the programme's and booking widget's, which a page adds where it shows a
 * list or an event (programme/ui/ProgrammeTexts) and the event overlay loads with its code.
 */
const NOT_FOR_PUBLIC_PAGES = ['mail', 'webshop', 'boxoffice', 'magazine', 'forms', 'search', 'programme', 'booking'] as const

/** The messages every public page's client components get. */
export function publicPageMessages(locale: Locale): Omit<Messages, (typeof NOT_FOR_PUBLIC_PAGES)[number]> {
  const all: Partial<Messages> = { ...messagesFor(locale) }
  for (const name of NOT_FOR_PUBLIC_PAGES) delete all[name]
  return all as Omit<Messages, (typeof NOT_FOR_PUBLIC_PAGES)[number]>
}

/** Some namespaces of a language, for a client subtree that needs them (the account screens). */
export function namespacesFor<N extends keyof Messages>(locale: Locale, names: readonly N[]): Pick<Messages, N> {
  const all = messagesFor(locale)
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<Messages, N>
}
