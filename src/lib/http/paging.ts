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

export type Paging = { page: number; pageSize: number }

/**
 * `page` (from 1) and `page_size` (1 to `maxPageSize`) of a query; absent ones take the defaults.
 * Null when either is not a whole number in range (the caller answers 400).
 */
export function parsePaging(params: URLSearchParams, defaultPageSize: number, maxPageSize: number): Paging | null {
  const read = (key: string, fallback: number, max: number): number | null => {
    const value = params.get(key)
    if (value === null || value === '') return fallback
    if (!/^[1-9]\d{0,5}$/.test(value)) return null
    const number = Number(value)
    return number <= max ? number : null
  }
  const page = read('page', 1, 100_000)
  const pageSize = read('page_size', defaultPageSize, maxPageSize)
  return page === null || pageSize === null ? null : { page, pageSize }
}

/** A list page after the first from an internal path segment ('2' to '99999'), else null. */
export function parseListPage(value: string | undefined): number | null {
  return value !== undefined && /^(?:[2-9]|[1-9]\d{1,4})$/.test(value) ? Number(value) : null
}
