import { screenRoute } from '@/features/pages/ui/routes'
import { WaitingRoomSection } from '@/features/queue/ui/WaitingRoomSection'

export const revalidate = 60

/** Beyond SPEC (issue 43): the sale opening's waiting room, a static page whose script shows the browser's place. */
const { generateMetadata, Screen } = screenRoute('waiting-room', 'waitingRoom', {
  content: ({ locale }) => <WaitingRoomSection locale={locale} />,
})
export { generateMetadata }
export default Screen
