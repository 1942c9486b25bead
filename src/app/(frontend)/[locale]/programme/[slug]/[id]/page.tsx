import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'events-slug-id'. */
export default detailRoute('events-slug-id', 'events', { parent: { route: 'events', heading: 'events' } })
