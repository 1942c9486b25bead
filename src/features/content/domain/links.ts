/** Payload's upload files are served under the moved REST API. */
export const MEDIA_PATH = '/cms-api/media/'

const FILE_EXTENSION = /\.(webp|avif|jpe?g|png|gif|svg|pdf)$/i

/**
 * SPEC §5: a link is external when it does not start with '/'. In the editor a link is also
 * treated as external when it points at a file (image or PDF) or into the media path.
 */
export function isExternalLink(href: string, opts: { editor?: boolean } = {}): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return true
  if (!opts.editor) return false
  const path = href.split(/[?#]/)[0] ?? ''
  return FILE_EXTENSION.test(path) || path.startsWith(MEDIA_PATH)
}

export type LinkTargetAttributes = { target?: '_blank'; rel?: 'noopener noreferrer' }

/** External links open in a new tab without giving the new page a handle on ours. */
export function linkTarget(href: string, opts: { editor?: boolean } = {}): LinkTargetAttributes {
  return isExternalLink(href, opts) ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}
