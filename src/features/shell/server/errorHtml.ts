import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { editorHtmlOrNull } from '@/features/content/domain/editorHtml'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { captureError } from '@/lib/ops/errors'
import { prop } from '@/lib/types/guards'

/** SPEC §8: the message logged when an error page's custom HTML cannot be loaded. */
export const CUSTOM_HTML_FAILED = 'Unable to load custom HTML file for this error'

/** Statuses that have a default file in `public/html/`; a missing one of these is a failure to report. */
const DEFAULT_FILES = new Set([404, 500, 503])

/**
 * The extra HTML an error page shows for a status (SPEC §2): the editor's HTML for that status from
 * design settings (sanitised, decision 010), else the default file in the page's language:
 * `public/html/{status}.html` (German, the address SPEC names) or `public/html/{status}.en.html`.
 * A file that exists but cannot be read is logged as SPEC §8 says; the page then shows without it.
 */
export async function errorHtml(
  status: number,
  custom: ReadonlyArray<{ status_code: number; html: string }>,
  locale: Locale,
): Promise<string | null> {
  const own = editorHtmlOrNull(custom.find((entry) => entry.status_code === status)?.html)
  if (own) return own
  const file = path.join(
    /*turbopackIgnore: true*/ process.cwd(),
    'public',
    'html',
    locale === DEFAULT_LOCALE ? `${status}.html` : `${status}.${locale}.html`,
  )
  try {
    return await readFile(file, 'utf8')
  } catch (error) {
    if (DEFAULT_FILES.has(status) || prop(error, 'code') !== 'ENOENT') {
      console.error(CUSTOM_HTML_FAILED, { status, error })
      captureError(`${CUSTOM_HTML_FAILED} (${status})`, { kind: 'server', route: 'error-page' })
    }
    return null
  }
}
