import { screenRoute } from '@/features/pages/ui/routes'
import { AccountArea } from '@/features/account/ui/AccountArea'

export const revalidate = 60

/** Beyond SPEC (issue 46): everything the site holds about the account, readable and printable. */
const { generateMetadata, Screen } = screenRoute('user-data', 'userData', {
  layout: 'dashboard',
  parent: { route: 'user-settings', heading: 'settings' },
  content: ({ locale }) => <AccountArea locale={locale} kind="data" />,
})
export { generateMetadata }
export default Screen
