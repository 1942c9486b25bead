import type { ReactNode } from 'react'

import { RenderBlocks } from '@/features/modules/RenderBlocks'
import type { ModuleFrame } from '@/features/modules/types'
import { ContainerSections } from '@/features/modules/ContainerSections'
import { SiteFrame } from '@/features/shell/ui/SiteFrame'
import type { Locale } from '@/i18n/locales'
import { renderedFrom } from '@/lib/cache/renderedFrom'
import { pageTags } from '@/lib/cache/tags'
import { getPayloadClient } from '@/cms/client'
import type { Page } from '@/payload-types'

import { pageTrail, stickyLinks } from '../server/frame'
import { pageSiblings } from '@/features/content/server/pagePaths'

type Props = {
  locale: Locale
  page: Page
  /** A screen of the route table shows its CMS page but has its own siblings and heading. */
  siblings?: Record<Locale, string>
  heading?: string
  /** A screen's own content after the page's modules. */
  children?: ReactNode
  /** The edit layer's wrapper of each module (draft mode, DESIGN §7). */
  frame?: ModuleFrame
}

function sameText(a: string, b: string): boolean {
  const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase()
  return norm(a) === norm(b)
}

/**
 * A CMS page in the site frame: breadcrumb, page heading (not on the home page), its modules in
 * order. A first headline module that only repeats the page heading is not shown again as an h2
 * (its anchor moves to the h1).
 */
export async function CmsPageView({ locale, page, siblings, heading, children, frame }: Props) {
  await renderedFrom(pageTags.cmsPage)
  const payload = await getPayloadClient()
  const isHome = page.content_type === 'home'
  // A hero module brings the page's h1 (home and landing pages); the title then stays out.
  const heroFirst = page.modules?.[0]?.blockType === 'heroMedia'
  const title = heading ?? (page.headline || page.title)
  const showTitle = !isHome && !heroFirst
  const first = page.modules?.[0]
  // While editing, every module stays visible, so each can be edited where it stands.
  const repeated = !frame && showTitle && first?.blockType === 'headline' && sameText(first.content, title) ? first : null
  const modules = repeated ? (page.modules ?? []).slice(1) : (page.modules ?? [])
  const [ownSiblings, trail] = await Promise.all([
    siblings ? Promise.resolve(siblings) : pageSiblings(payload, page.id),
    isHome ? Promise.resolve([]) : pageTrail(payload, locale, page),
  ])
  return (
    <SiteFrame
      locale={locale}
      siblings={ownSiblings}
      trail={trail}
      landing={page.is_landing_page ?? false}
      stickyLinks={stickyLinks(locale, page.modules)}
    >
      {showTitle && (
        <h1 className="page-title" id={repeated?.anchor || undefined}>
          {title}
        </h1>
      )}
      <RenderBlocks blocks={modules} locale={locale} frame={frame} />
      {children}
      <ContainerSections locale={locale} owner="page" objectId={page.id} />
    </SiteFrame>
  )
}
