import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'magazine-slug-id'. */
export default detailRoute('magazine-slug-id', 'articles', { parent: { route: 'magazine', heading: 'magazine' } })
