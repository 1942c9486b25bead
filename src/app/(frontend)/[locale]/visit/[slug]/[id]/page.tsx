import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'
import { VenueDetailContent } from '@/features/programme/ui/PlaceAndPeopleViews'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'venues-slug-id'. */
const { generateMetadata, Detail } = detailRoute('venues-slug-id', 'venues', {
  content: ({ locale, id }) => <VenueDetailContent locale={locale} id={id} />,
})
export { generateMetadata }
export default Detail
