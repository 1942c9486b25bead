import { MyTicketsSection } from '@/features/offline/ui/OfflineSections'
import { screenRoute } from '@/features/pages/ui/routes'

export const revalidate = 60

/** Beyond SPEC (issue 27): the confirmed tickets kept on this device, which open without a signal. */
const { generateMetadata, Screen } = screenRoute('my-tickets', 'myTickets', {
  content: ({ locale }) => <MyTicketsSection locale={locale} />,
})
export { generateMetadata }
export default Screen
