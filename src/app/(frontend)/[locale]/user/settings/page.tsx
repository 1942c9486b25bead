import { screenRoute } from '@/features/pages/ui/routes'
import { AccountSummary } from '@/features/shell/ui/AccountSummary'

export const revalidate = 60

/** SPEC §2 route 'user-settings'. */
const { generateMetadata, Screen } = screenRoute('user-settings', 'settings', { layout: 'dashboard', children: <AccountSummary /> })
export { generateMetadata }
export default Screen
