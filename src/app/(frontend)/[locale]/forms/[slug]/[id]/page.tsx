import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'forms-slug-id'. */
const { generateMetadata, Detail } = detailRoute('forms-slug-id', 'forms')
export { generateMetadata }
export default Detail
