import { MagazineSection } from '@/features/magazine/ui/MagazineSection'
import { screenRoute } from '@/features/pages/ui/routes'

export const revalidate = 60

/** SPEC §2 route 'magazine': search start, categories, the newest articles. */
const { generateMetadata, Screen } = screenRoute('magazine', 'magazine', { content: ({ locale }) => <MagazineSection locale={locale} /> })
export { generateMetadata }
export default Screen
