export type ParsedArticleFilters = { ok: true; filters: ArticleFilters } | { ok: false; problem: string }

const ID = /^[1-9]\d{0,9}$/

/** The magazine list's query (SPEC §7 articles: category, and beyond SPEC tag): each a document id, or absent. */
export function parseArticleFilters(params: URLSearchParams): ParsedArticleFilters {
  const filters: ArticleFilters = { category: null, tag: null }
  for (const key of ['category', 'tag'] as const) {
    const value = params.get(key)
    if (value === null || value === '') continue
    if (!ID.test(value)) return { ok: false, problem: `${key}: must be an id` }
    filters[key] = Number(value)
  }
  return { ok: true, filters }
}

export type ArticleFilters = { category: number | null; tag: number | null }
