import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'events-slug-id'. */
const { generateMetadata, Detail } = detailRoute('events-slug-id', 'events', { parent: { route: 'events', heading: 'events' } })
export { generateMetadata }
export default Detail
