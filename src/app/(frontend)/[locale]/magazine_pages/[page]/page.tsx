import { notFound } from 'next/navigation'

import { MagazineSection } from '@/features/magazine/ui/MagazineSection'
import { noStaticParams, screenRoute } from '@/features/pages/ui/routes'
import { parseListPage } from '@/lib/http/paging'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** Page N of the magazine for a visitor without JavaScript (the proxy serves `/artists?page=N` from here; see programme_pages). */
const { generateMetadata, Screen } = screenRoute('magazine', 'magazine', {
  content: ({ locale, params }) => {
    const page = parseListPage(params.page)
    if (page === null) notFound()
    return <MagazineSection locale={locale} page={page} />
  },
})
export { generateMetadata }
export default Screen
