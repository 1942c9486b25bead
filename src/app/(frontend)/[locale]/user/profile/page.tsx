import { screenRoute } from '@/features/pages/ui/routes'
import { AccountSummary } from '@/features/shell/ui/AccountSummary'

export const revalidate = 60

/** SPEC §2 route 'user-profile'. */
const { generateMetadata, Screen } = screenRoute('user-profile', 'profile', { layout: 'dashboard', children: <AccountSummary /> })
export { generateMetadata }
export default Screen
