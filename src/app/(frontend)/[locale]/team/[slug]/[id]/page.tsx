import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'team-slug-id'. */
const { generateMetadata, Detail } = detailRoute('team-slug-id', 'people', { parent: { route: 'team', heading: 'team' } })
export { generateMetadata }
export default Detail
