import { screenRoute } from '@/features/pages/ui/routes'

export const revalidate = 60

/** SPEC §2 route 'events'. */
const { generateMetadata, Screen } = screenRoute('events', 'events')
export { generateMetadata }
export default Screen
