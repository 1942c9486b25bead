import { CategoryArticles } from '@/features/magazine/ui/MagazineScreens'
import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'magazine-categories-category-id': the category's articles, in its style. */
const { generateMetadata, Detail } = detailRoute('magazine-categories-category-id', 'article-categories', {
  slugParam: 'category',
  parent: { route: 'magazine', heading: 'magazine' },
  content: ({ locale, id }) => <CategoryArticles locale={locale} id={id} />,
})
export { generateMetadata }
export default Detail
