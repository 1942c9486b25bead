import { Fragment, type ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { FullTeaserComponent } from './FullTeaser/Component'
import { HeadlineComponent } from './Headline/Component'
import { HeroMediaComponent } from './HeroMedia/Component'
import { ImageComponent } from './Image/Component'
import { LinkComponent } from './Link/Component'
import { QuoteComponent } from './Quote/Component'
import { SectionComponent } from './Section/Component'
import { TeaserListComponent } from './TeaserList/Component'
import { TextComponent } from './Text/Component'

export type ModuleBlock = NonNullable<Page['modules']>[number]
export type BlockType = ModuleBlock['blockType']
export type BlockOf<T extends BlockType> = Extract<ModuleBlock, { blockType: T }>
export type BlockProps<T extends BlockType> = {
  block: BlockOf<T>
  locale: Locale
  /** The first module of a page: its large image loads eagerly with high priority. */
  priority?: boolean
  /** For modules that hold modules (section columns). */
  renderBlocks?: (blocks: ChildBlock[], locale: Locale) => ReactNode
}
type ChildBlock = NonNullable<NonNullable<BlockOf<'section'>['columns']>[number]['children']>[number]

/**
 * Block type -> component. Typed over the generated block interfaces, so a component that reads a
 * field the config does not declare fails to compile. The remaining modules of SPEC §3 are rendered
 * by the content-modules issue; until then a page skips them (they still exist in the admin).
 */
const components: { [T in BlockType]?: (props: BlockProps<T>) => ReactNode } = {
  headline: HeadlineComponent,
  text: TextComponent,
  link: LinkComponent,
  image: ImageComponent,
  quote: QuoteComponent,
  fullTeaser: FullTeaserComponent,
  teaserList: TeaserListComponent,
  heroMedia: HeroMediaComponent,
  section: SectionComponent,
}

function renderBlock<T extends BlockType>(block: BlockOf<T>, locale: Locale, priority: boolean): ReactNode {
  const Component = components[block.blockType as T] as ((props: BlockProps<T>) => ReactNode) | undefined
  return Component ? <Component block={block} locale={locale} priority={priority} renderBlocks={renderChildren} /> : null
}

function renderChildren(blocks: ChildBlock[], locale: Locale): ReactNode {
  return <RenderBlocks blocks={blocks} locale={locale} nested />
}

export function RenderBlocks({ blocks, locale, nested = false }: { blocks: (ModuleBlock | ChildBlock)[]; locale: Locale; nested?: boolean }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={block.id ?? index}>{renderBlock(block as ModuleBlock, locale, !nested && index === 0)}</Fragment>
      ))}
    </>
  )
}
