import { TagArticles } from '@/features/magazine/ui/MagazineScreens'
import { detailRoute, noStaticParams } from '@/features/pages/ui/routes'

export const revalidate = 60
export const generateStaticParams = noStaticParams

/** SPEC §2 route 'magazine-tags-tag-id': the articles with this topic. */
const { generateMetadata, Detail } = detailRoute('magazine-tags-tag-id', 'article-tags', {
  slugParam: 'tag',
  parent: { route: 'magazine-tags', heading: 'magazineTags' },
  grandparent: { route: 'magazine', heading: 'magazine' },
  content: ({ locale, id }) => <TagArticles locale={locale} id={id} />,
})
export { generateMetadata }
export default Detail
