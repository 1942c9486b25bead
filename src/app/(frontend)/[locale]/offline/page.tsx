import { OfflineSection } from '@/features/offline/ui/OfflineSections'
import { screenRoute } from '@/features/pages/ui/routes'

export const revalidate = 60

/** Beyond SPEC (issue 27): what the service worker shows for a page it cannot load offline. */
const { generateMetadata, Screen } = screenRoute('offline', 'offline', { content: ({ locale }) => <OfflineSection locale={locale} /> })
export { generateMetadata }
export default Screen
