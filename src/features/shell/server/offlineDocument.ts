import 'server-only'

import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)
}

/**
 * The whole document the proxy answers with while the site is offline (SPEC §8: status 503,
 * 'Website offline'). It is plain HTML because no page of the app may render then; it carries the
 * same error-page parts: status code, message, the link to the start page and the status's HTML.
 */
export function offlineDocument(locale: Locale, extraHtml: string | null): string {
  return errorDocument(locale, 503, messagesFor(locale).error.siteOffline, extraHtml)
}

/** The plain error document of the proxy for a status and its message (offline, a malformed address). */
export function errorDocument(locale: Locale, status: number, message: string, extraHtml: string | null = null): string {
  const t = messagesFor(locale).error
  const site = messagesFor(locale).site
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${status} ${escapeHtml(message)} – ${escapeHtml(site.name)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#111;background:#fff;line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:4rem 1.25rem}
.status{font-size:3rem;font-weight:700;margin:0}
a{color:#8f1d14}
a:focus-visible{outline:3px solid #111;outline-offset:2px}
</style>
</head>
<body>
<main id="main-content" class="error-page">
<p class="status">${status}</p>
<h1>${escapeHtml(message)}</h1>
${extraHtml ?? ''}
<p><a href="/${locale}">${escapeHtml(t.client.home)}</a></p>
</main>
</body>
</html>`
}
