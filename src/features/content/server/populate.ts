/** Fetched with a page: only what a link, card or teaser shows of the pages, articles and venues its modules refer to. */
export const PAGE_POPULATE = {
  pages: { title: true, path: true },
  articles: { title: true, slug: true, preline: true, teaser_text: true, image: true, published_at: true, category: true },
  venues: { name: true, slug: true, image: true, teaser_text: true, street: true, postal_code: true, city: true, directions: true },
  'article-categories': { name: true, slug: true },
} as const
