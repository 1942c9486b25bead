import { screenRoute } from '@/features/pages/ui/routes'
import { ProgrammeListSection } from '@/features/programme/ui/ProgrammeListSection'

export const revalidate = 60

/** SPEC §2 route 'events': the programme list with its filters. */
const { generateMetadata, Screen } = screenRoute('events', 'events', { content: ({ locale }) => <ProgrammeListSection locale={locale} /> })
export { generateMetadata }
export default Screen
