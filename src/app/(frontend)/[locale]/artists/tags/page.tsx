import { screenRoute } from '@/features/pages/ui/routes'

export const revalidate = 60

/** SPEC §2 route 'magazine-tags'. */
const { generateMetadata, Screen } = screenRoute('magazine-tags', 'magazineTags')
export { generateMetadata }
export default Screen
