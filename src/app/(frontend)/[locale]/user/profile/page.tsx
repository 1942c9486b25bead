import { screenRoute } from '@/features/pages/ui/routes'
import { AccountArea } from '@/features/account/ui/AccountArea'

export const revalidate = 60

/** SPEC §2 route 'user-profile'. */
const { generateMetadata, Screen } = screenRoute('user-profile', 'profile', {
  layout: 'dashboard',
  content: ({ locale }) => <AccountArea locale={locale} kind="profile" />,
})
export { generateMetadata }
export default Screen
