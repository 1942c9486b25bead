import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'
import { PersonDetailContent } from '@/features/programme/ui/PlaceAndPeopleViews'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'team-slug-id'. */
const { generateMetadata, Detail } = detailRoute('team-slug-id', 'people', {
  parent: { route: 'team', heading: 'team' },
  content: ({ locale, id }) => <PersonDetailContent locale={locale} id={id} />,
})
export { generateMetadata }
export default Detail
