import type { Locale } from '../locales'
import { perLocale } from '../perLocale'

import account from './account.json'
import api from './api.json'
import editor from './editor.json'
import formRules from './formRules.json'
import when from './when.json'
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
import offline from './offline.json'
import programme from './programme.json'
import queue from './queue.json'
import screens from './screens.json'
import search from './search.json'
import shell from './shell.json'
import site from './site.json'
import webshop from './webshop.json'

/**
 * Visitor texts, one JSON file per namespace holding both languages side by side, so a text is
 * never added in one language only (a unit test compares the keys). Add a namespace here.
 */
const namespaces = {
  site,
  error,
  consent,
  notices,
  shell,
  screens,
  webshop,
  modules,
  loading,
  account,
  programme,
  booking,
  mail,
  boxoffice,
  magazine,
  forms,
  search,
  offline,
  queue,
} as const

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

export const namespaceTexts: Readonly<Record<string, Record<Locale, unknown>>> = { ...namespaces, api, editor, rules, formRules, when }

/**
 * The messages every public page's client components get (issue 26): the error boundary's, the
 * consent banner's, the notices' and the shell's client texts. Everything else comes where it is
 * read: the programme's and booking widget's with a list or an event (programme/ui/ProgrammeTexts),
 * the content modules' with their module (content/ui/ModuleTexts), the account's with the account
 * area (account/ui/AccountArea), the event overlay's and the widget's with their code; the magazine's
 * list, the forms and the search results get theirs as props, the web shop has its own frame.
 */
export const publicPageMessages = perLocale((locale) => {
  const { error, consent, notices, shell } = messagesFor(locale)
  // The frame's client parts (menus, search, cart, account, opening hours, sticky bar, language
  // switch) read `shell.client`; the footer, breadcrumb and the other server parts write theirs.
  // The error boundary (app/(frontend)/[locale]/error.tsx) reads `error.client`; the rest of `error`
  // is read on the server (404, 403 of a foreign form).
  return { error: { client: error.client }, consent, notices, shell: { client: shell.client } }
})

/**
 * The messages the web shop's client components get (issue 47): the frame's header and consent
 * banner's (its 404 shows the site's frame) and the shop's own. A screen whose client part reads more adds it where it renders
 * that part (MoreTexts): the account's password rules beside the register and reset forms, the kept
 * tickets' texts on an order. The shop's pages are per visitor and never cached, so these travel
 * in every one: all messages were 89 kB of a basket's inline payload, every namespace a client
 * module anywhere reads 40 kB; a unit test (frame.test.ts) follows the shop's imports to hold this
 * to what its client modules read.
 */
export const shopClientMessages = perLocale((locale) => {
  const { consent, shell } = publicPageMessages(locale)
  return { consent, shell, webshop: messagesFor(locale).webshop }
})

/** Some keys of a namespace's texts: the share a client part reads. */
export function pickTexts<T extends object, K extends keyof T>(texts: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, texts[key]])) as Pick<T, K>
}

/** Some namespaces of a language, for a client subtree that needs them (the account screens). */
export function namespacesFor<N extends keyof Messages>(locale: Locale, names: readonly N[]): Pick<Messages, N> {
  const all = messagesFor(locale)
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<Messages, N>
}
