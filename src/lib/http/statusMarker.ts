/**
 * A page that must answer with another status than 200 but is rendered in place (the 404 screen,
 * decision 011) names that status in a marker the production server reads (scripts/serve.ts):
 * `<div hidden data-festival-status="404"></div>` (a data attribute: valid HTML, unlike an
 * unregistered meta name). Next.js cannot server-render a localised
 * not-found page for `notFound()` thrown in an on-demand static page whose root layout sits in
 * the `[locale]` segment: it answers an empty client-rendered error document instead.
 */
export const STATUS_ATTRIBUTE = 'data-festival-status'

const MARKER = new RegExp(`<div hidden="" ${STATUS_ATTRIBUTE}="(\\d{3})"></div>`)

/** The status an HTML document asks for, or null. Only client errors are honoured. */
export function statusFromHtml(html: string): number | null {
  const status = Number(MARKER.exec(html)?.[1])
  return status >= 400 && status < 500 ? status : null
}
