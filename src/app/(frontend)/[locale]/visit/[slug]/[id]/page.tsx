import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'venues-slug-id'. */
const { generateMetadata, Detail } = detailRoute('venues-slug-id', 'venues')
export { generateMetadata }
export default Detail
