import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'magazine-categories-category-id'. */
const { generateMetadata, Detail } = detailRoute('magazine-categories-category-id', 'article-categories', { slugParam: 'category', parent: { route: 'magazine', heading: 'magazine' } })
export { generateMetadata }
export default Detail
