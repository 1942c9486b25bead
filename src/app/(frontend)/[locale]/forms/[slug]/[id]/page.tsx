import { FormContent } from '@/features/forms/ui/FormScreen'
import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'forms-slug-id': the form's introduction and the form. */
const { generateMetadata, Detail } = detailRoute('forms-slug-id', 'forms', {
  content: ({ locale, id }) => <FormContent locale={locale} id={id} />,
})
export { generateMetadata }
export default Detail
