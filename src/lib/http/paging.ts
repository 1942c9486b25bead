/** DESIGN §5: every paged list answers in this shape. */
export type PagedList<T> = { count: number; next: string | null; previous: string | null; results: T[] }

/**
 * A page of a paged call: `next` and `previous` are the same call's path and query with the other
 * page number (relative to the site, so they never point at an internal host), null at the ends.
 */
export function pagedList<T>(url: URL, page: number, pageSize: number, count: number, results: T[]): PagedList<T> {
  const link = (target: number) => {
    const params = new URLSearchParams(url.searchParams)
    params.set('page', String(target))
    return `${url.pathname}?${params.toString()}`
  }
  const pages = Math.max(1, Math.ceil(count / pageSize))
  return { count, next: page < pages ? link(page + 1) : null, previous: page > 1 ? link(Math.min(page - 1, pages)) : null, results }
}
