import { screenRoute } from '@/features/pages/ui/routes'
import { FavouritesSection } from '@/features/programme/ui/FavouritesSection'

export const revalidate = 60

/** Beyond SPEC: the personal festival plan, where the header's favourites link leads. */
const { generateMetadata, Screen } = screenRoute('favourites', 'favourites', {
  content: ({ locale }) => <FavouritesSection locale={locale} />,
})
export { generateMetadata }
export default Screen
