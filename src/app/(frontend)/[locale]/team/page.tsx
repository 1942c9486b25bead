import { screenRoute } from '@/features/pages/ui/routes'

export const revalidate = 60

/** SPEC §2 route 'team'. */
const { generateMetadata, Screen } = screenRoute('team', 'team')
export { generateMetadata }
export default Screen
