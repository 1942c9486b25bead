import { screenRoute } from '@/features/pages/ui/routes'

export const revalidate = 60

/** SPEC §2 route 'productions'. */
const { generateMetadata, Screen } = screenRoute('productions', 'productions')
export { generateMetadata }
export default Screen
