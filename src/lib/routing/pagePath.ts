/**
 * The path of a CMS page inside its locale, without the locale prefix: '/' for the home page,
 * otherwise the parent's path and the page's own slug ('/besuch/anfahrt').
 */
export function pagePath(input: { isHome: boolean; slug: string | null | undefined; parentPath?: string | null }): string {
  if (input.isHome) return '/'
  const slug = (input.slug ?? '').replace(/^\/+|\/+$/g, '')
  if (slug === '') throw new Error('A page other than the home page needs a slug')
  const parent = input.parentPath && input.parentPath !== '/' ? input.parentPath.replace(/\/+$/g, '') : ''
  return `${parent}/${slug}`
}

/** The public URL of a page path in a locale: '/de', '/de/besuch/anfahrt'. */
export function localizedPagePath(locale: string, path: string): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}
