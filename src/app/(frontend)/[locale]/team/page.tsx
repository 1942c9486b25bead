import { screenRoute } from '@/features/pages/ui/routes'
import { TeamListSection } from '@/features/programme/ui/TeamListSection'

export const revalidate = 60

/** SPEC §2 route 'team': the team by department. */
const { generateMetadata, Screen } = screenRoute('team', 'team', { content: ({ locale }) => <TeamListSection locale={locale} /> })
export { generateMetadata }
export default Screen
