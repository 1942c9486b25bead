import { TagList } from '@/features/magazine/ui/MagazineScreens'
import { screenRoute } from '@/features/pages/ui/routes'

export const revalidate = 60

/** SPEC §2 route 'magazine-tags': every topic. */
const { generateMetadata, Screen } = screenRoute('magazine-tags', 'magazineTags', {
  parent: { route: 'magazine', heading: 'magazine' },
  content: ({ locale }) => <TagList locale={locale} />,
})
export { generateMetadata }
export default Screen
