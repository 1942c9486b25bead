import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'magazine-slug-id'. */
const { generateMetadata, Detail } = detailRoute('magazine-slug-id', 'articles', { parent: { route: 'magazine', heading: 'magazine' } })
export { generateMetadata }
export default Detail
