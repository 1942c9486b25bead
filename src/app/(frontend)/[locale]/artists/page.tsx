import { screenRoute } from '@/features/pages/ui/routes'

export const revalidate = 60

/** SPEC §2 route 'magazine'. */
const { generateMetadata, Screen } = screenRoute('magazine', 'magazine')
export { generateMetadata }
export default Screen
