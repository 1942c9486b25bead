import { noStaticParams, screenRoute } from '@/features/pages/ui/routes'
import { SearchScreen } from '@/features/search/ui/SearchScreen'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'search': /search/{category?}/{page?}?q= (static: the query is read in the browser). */
const { generateMetadata, Screen } = screenRoute('search', 'search', {
  content: ({ locale, params }) => <SearchScreen locale={locale} rest={(params as { rest?: string[] }).rest} />,
  // The category and page are the same words in both languages: the language switch keeps them.
  tail: (params) => (Array.isArray(params.rest) ? params.rest.map(encodeURIComponent).join('/') : ''),
})
export { generateMetadata }
export default Screen
