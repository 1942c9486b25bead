import { screenRoute } from '@/features/pages/ui/routes'
import { ProductionsListSection } from '@/features/programme/ui/ProductionsListSection'

export const revalidate = 60

/** SPEC §2 route 'productions': the productions with their filters. */
const { generateMetadata, Screen } = screenRoute('productions', 'productions', {
  content: ({ locale }) => <ProductionsListSection locale={locale} />,
})
export { generateMetadata }
export default Screen
