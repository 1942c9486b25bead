/** Payload's upload files are served under the moved REST API. */
export const MEDIA_PATH = '/cms-api/media/'

/** SPEC §9 image formats plus svg, and pdf: files the editor links to rather than pages. */
const FILE_EXTENSION = /\.(webp|avif|jpe?g|png|gif|svg|pdf)$/i

/**
 * SPEC §5: a link is external when it does not start with '/' (so `https:`, `mailto:`, `tel:`,
 * `#anchor` and relative words are external); a protocol-relative `//host` is external too. In
 * the editor a link is also external when it points at a file (image or PDF, ignoring query and
 * hash) or into the media path.
 */
export function isExternalLink(href: string, opts: { editor?: boolean } = {}): boolean {
  // Browsers read `/\host` like `//host`.
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return true
  if (!opts.editor) return false
  const path = href.split(/[?#]/, 1)[0] ?? ''
  return FILE_EXTENSION.test(path) || path.startsWith(MEDIA_PATH)
}

/** Attributes of an external link: a new tab that gets no handle on our page. */
export type ExternalLinkAttributes = { target: '_blank'; rel: 'noopener noreferrer' }
/** Either the external attributes or none; safe to spread onto an `<a>`. */
export type LinkTargetAttributes = ExternalLinkAttributes | { target?: never; rel?: never }

const EXTERNAL: ExternalLinkAttributes = { target: '_blank', rel: 'noopener noreferrer' }

/**
 * External links open in a new tab without giving the new page a handle on ours. A jump to an
 * anchor of the same page (`#bilder`) is external by SPEC's rule but stays in this tab.
 */
export function linkTarget(href: string, opts: { editor?: boolean } = {}): LinkTargetAttributes {
  return isExternalLink(href, opts) && !href.startsWith('#') ? { ...EXTERNAL } : {}
}

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * Whether an editor-typed address may become an `href`: a path (`/…`, also `//host`), an anchor
 * (`#…`), a query (`?…`), or an absolute http(s), mailto or tel address. Everything else
 * (`javascript:`, `data:`, bare words that would resolve relative to the current page) is refused.
 */
export function isSafeHref(href: string): boolean {
  const value = href.trim()
  if (value === '') return false
  // A site path, an anchor or a query; never `//host` or `/\host`, which a browser takes to another host.
  if (value.startsWith('//') || value.startsWith('/\\') || /[\u0000-\u001f\u007f]/.test(value)) return false
  if (value.startsWith('/') || value.startsWith('#') || value.startsWith('?')) return true
  try {
    const url = new URL(value)
    if (!SAFE_SCHEMES.has(url.protocol)) return false
    return url.protocol === 'mailto:' || url.protocol === 'tel:' ? url.pathname !== '' : url.hostname !== ''
  } catch {
    return false
  }
}
