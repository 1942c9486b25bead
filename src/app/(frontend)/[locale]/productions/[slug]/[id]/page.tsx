import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'
import { ProductionDetailContent } from '@/features/programme/ui/ProductionDetailView'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'productions-slug-id': the production with its sections in SPEC's order. */
const { generateMetadata, Detail } = detailRoute('productions-slug-id', 'productions', {
  parent: { route: 'productions', heading: 'productions' },
  content: ({ locale, id }) => <ProductionDetailContent locale={locale} id={id} />,
})
export { generateMetadata }
export default Detail
