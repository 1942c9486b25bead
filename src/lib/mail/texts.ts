import { createTranslator } from 'use-intl/core'

import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { perLocale } from '@/i18n/perLocale'
import { LOGO_MARK } from '@/lib/brand'
import { env } from '@/lib/env'

/** The mail texts (messages `mail`) in a language, for messages sent outside a page. */
export const mailTranslator = perLocale((locale) => createTranslator({ locale, messages: messagesFor(locale), namespace: 'mail' }))

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe for HTML: every name, title and address a person typed passes through here. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

/** The festival's logo at the top of every HTML mail: its mark and its name, as the site's header shows them. */
export function mailMasthead(locale: Locale): string {
  const name = messagesFor(locale).site.name
  return `<p style="margin:0 0 24px;font-family:Georgia,'Times New Roman',serif;color:#1a1a1a"><strong style="font-size:30px">${LOGO_MARK}</strong> <span style="font-size:17px">${escapeHtml(name)}</span></p>`
}

/** A plain message: the masthead, paragraphs of text (escaped), one button-like link and what follows it. */
export function mailHtml(
  locale: Locale,
  paragraphs: readonly string[],
  action?: { href: string; label: string },
  after: readonly string[] = [],
): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')
  const tail = after.map((text) => `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>`).join('\n')
  const button = action
    ? `<p><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:10px 16px;background:#1a1a1a;color:#fff;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : ''
  return `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5">${mailMasthead(locale)}\n${body}\n${button}${tail}</body></html>`
}

/**
 * The site's public origin for links in messages: SERVER_URL, which production must set (lib/env).
 * Never the request's Host or X-Forwarded-Host: a forged header would send a reset link, with its
 * token, to someone else's site. Without SERVER_URL (development, the demo) the local server.
 */
export function siteOrigin(): string {
  const configured = env().SERVER_URL
  return configured ? new URL(configured).origin : `http://localhost:${env().PORT}`
}
