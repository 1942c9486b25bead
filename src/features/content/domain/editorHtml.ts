import 'server-only'

import sanitizeHtml from 'sanitize-html'

/**
 * The one design for editors' raw HTML (decision 010): the HTML module and the site settings'
 * `html_*` fields are sanitised with an allow-list before they reach a page. Text, headings, lists,
 * tables, links, images and https iframes (maps, players, ticket widgets) stay; scripts, event
 * handlers, styles, forms and `javascript:` URLs go. So an editor who is not an administrator can
 * never run script in an administrator's session on this origin.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'span',
    'div',
    'section',
    'blockquote',
    'q',
    'cite',
    'abbr',
    'time',
    'address',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'picture',
    'source',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'iframe',
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'lang', 'dir', 'title', 'role', 'aria-*', 'data-*'],
    a: ['href', 'target', 'rel', 'hreflang'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['src', 'srcset', 'sizes', 'type', 'media', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
    td: ['colspan', 'rowspan', 'headers'],
    th: ['colspan', 'rowspan', 'headers', 'scope'],
    time: ['datetime'],
    ol: ['start', 'reversed', 'type'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http', 'data'], iframe: ['https'], source: ['https', 'http'] },
  allowProtocolRelative: false,
  allowIframeRelativeUrls: false,
  transformTags: {
    // A link into a new tab gets no handle on this page.
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
    // Frames load lazily and send no full referrer.
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { loading: 'lazy', referrerpolicy: 'strict-origin-when-cross-origin', ...attribs },
    }),
  },
}

/** Editor HTML as it may appear on a page: only the allow-list survives. */
export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}

/** The sanitised HTML, or null when nothing is left. */
export function editorHtmlOrNull(html: string | null | undefined): string | null {
  if (!html) return null
  const clean = sanitizeEditorHtml(html).trim()
  return clean === '' ? null : clean
}
