import { notFound } from 'next/navigation'

import { noStaticParams, screenRoute } from '@/features/pages/ui/routes'
import { ProgrammeListSection } from '@/features/programme/ui/ProgrammeListSection'
import { parseListPage } from '@/lib/http/paging'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/**
 * Page N of the programme for a visitor without JavaScript: the proxy serves `/de/programm?page=N`
 * from here (an internal path; slugs never hold '_', so no event or page can take it), so each
 * page stays static like the first.
 */
const { generateMetadata, Screen } = screenRoute('events', 'events', {
  content: ({ locale, params }) => {
    const page = parseListPage(params.page)
    if (page === null) notFound()
    return <ProgrammeListSection locale={locale} page={page} />
  },
})
export { generateMetadata }
export default Screen
