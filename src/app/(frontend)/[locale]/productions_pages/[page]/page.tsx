import { notFound } from 'next/navigation'

import { noStaticParams, screenRoute } from '@/features/pages/ui/routes'
import { ProductionsListSection } from '@/features/programme/ui/ProductionsListSection'
import { parseListPage } from '@/lib/http/paging'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** Page N of the productions for a visitor without JavaScript (the proxy serves `?page=N` from here; see programme_pages). */
const { generateMetadata, Screen } = screenRoute('productions', 'productions', {
  content: ({ locale, params }) => {
    const page = parseListPage(params.page)
    if (page === null) notFound()
    return <ProductionsListSection locale={locale} page={page} />
  },
})
export { generateMetadata }
export default Screen
