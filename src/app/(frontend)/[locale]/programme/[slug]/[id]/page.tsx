import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'
import { EventDetailContent } from '@/features/programme/ui/EventDetailView'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'events-slug-id': the event with its sections in SPEC's order. */
const { generateMetadata, Detail } = detailRoute('events-slug-id', 'events', {
  parent: { route: 'events', heading: 'events' },
  content: ({ locale, id }) => <EventDetailContent locale={locale} id={id} />,
})
export { generateMetadata }
export default Detail
