import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'productions-slug-id'. */
const { generateMetadata, Detail } = detailRoute('productions-slug-id', 'productions', { parent: { route: 'productions', heading: 'productions' } })
export { generateMetadata }
export default Detail
