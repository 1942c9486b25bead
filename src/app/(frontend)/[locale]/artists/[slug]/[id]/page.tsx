import { ArticleContent } from '@/features/magazine/ui/ArticleView'
import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'magazine-slug-id': the article with its text, topics, related productions and dates. */
const { generateMetadata, Detail } = detailRoute('magazine-slug-id', 'articles', {
  parent: { route: 'magazine', heading: 'magazine' },
  content: ({ locale, id }) => <ArticleContent locale={locale} id={id} />,
})
export { generateMetadata }
export default Detail
