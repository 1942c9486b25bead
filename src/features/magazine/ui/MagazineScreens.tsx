import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { parseId } from '@/lib/routing/ids'

import { cachedCategories, cachedTags, type TagItem } from '../server/magazine'
import { MagazineSection } from './MagazineSection'

import './magazine.css'

/** SPEC §2 magazine category: its articles; the category's style_name gives the list its look. */
export async function CategoryArticles({ locale, id }: { locale: Locale; id: string }) {
  const categoryId = parseId(id)
  if (categoryId === null) return null
  const category = (await cachedCategories(locale)).find((entry) => entry.id === categoryId)
  return (
    <div className={`magazine-category magazine-category--${category?.style_name ?? 'default'}`}>
      <MagazineSection locale={locale} filters={{ category: categoryId, tag: null }} listPath={category?.url ?? undefined} />
    </div>
  )
}

/** SPEC §2 tag detail: the articles with that tag. */
export async function TagArticles({ locale, id }: { locale: Locale; id: string }) {
  const tagId = parseId(id)
  if (tagId === null) return null
  const tag = (await cachedTags(locale)).find((entry) => entry.id === tagId)
  return <MagazineSection locale={locale} filters={{ category: null, tag: tagId }} listPath={tag?.url ?? undefined} />
}

/** SPEC §2 magazine tags: every topic, each leading to its articles. */
export async function TagList({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'magazine' })
  const tags = await cachedTags(locale)
  if (tags.length === 0) return <p className="magazine-screen">{t('noTags')}</p>
  return (
    <div className="magazine-screen">
      <TagLinks tags={tags} label={t('tags')} />
    </div>
  )
}

/** Topics as links (#name), for the topics page and an article's topics. */
export function TagLinks({ tags, label }: { tags: TagItem[]; label: string }) {
  return (
    <ul className="magazine-tags" aria-label={label}>
      {tags.map((tag) =>
        tag.url ? (
          <li key={tag.id}>
            <a href={tag.url}>#{tag.name}</a>
          </li>
        ) : null,
      )}
    </ul>
  )
}
