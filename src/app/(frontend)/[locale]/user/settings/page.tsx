import { screenRoute } from '@/features/pages/ui/routes'
import { AccountArea } from '@/features/account/ui/AccountArea'

export const revalidate = 60

/** SPEC §2 route 'user-settings'. */
const { generateMetadata, Screen } = screenRoute('user-settings', 'settings', {
  layout: 'dashboard',
  content: ({ locale }) => <AccountArea locale={locale} kind="settings" />,
})
export { generateMetadata }
export default Screen
