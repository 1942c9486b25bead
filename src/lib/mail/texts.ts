import { createTranslator } from 'use-intl/core'

import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { env } from '@/lib/env'

/** The mail texts (messages `mail`) in a language, for messages sent outside a page. */
export function mailTranslator(locale: Locale) {
  return createTranslator({ locale, messages: messagesFor(locale), namespace: 'mail' })
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe for HTML: every name, title and address a person typed passes through here. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

/** A plain message: paragraphs of text (escaped) and one button-like link. */
export function mailHtml(locale: Locale, paragraphs: readonly string[], action?: { href: string; label: string }): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')
  const button = action ? `<p><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:10px 16px;background:#1a1a1a;color:#fff;text-decoration:none">${escapeHtml(action.label)}</a></p>` : ''
  return `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5">${body}\n${button}</body></html>`
}

/**
 * The site's public origin for links in messages: SERVER_URL when set (production must set it),
 * else the address the request came to.
 */
export function siteOrigin(headers?: Headers | null): string {
  const configured = env().SERVER_URL
  if (configured) return new URL(configured).origin
  const host = headers?.get('x-forwarded-host')?.split(',')[0]?.trim() || headers?.get('host')?.trim()
  const proto = headers?.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http'
  return host && /^[A-Za-z0-9.-]+(:\d+)?$/.test(host) ? `${proto === 'https' ? 'https' : 'http'}://${host}` : 'http://localhost:3000'
}
