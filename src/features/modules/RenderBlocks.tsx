import { Fragment, type ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import type { BlockOf, BlockType, ChildBlock, ModuleBlock } from '@/cms/blocks/types'

import type { BlockProps, ModuleFrame, ModuleSlot } from './types'

import { AnchorListComponent } from './AnchorList'
import { AudioComponent } from './Audio'
import { AudioFileComponent } from './AudioFile'
import { BlogTeaserListComponent } from './BlogTeaserList'
import { EventListComponent } from './EventList'
import { FaqItemComponent } from './FaqItem'
import { FullTeaserComponent } from './FullTeaser'
import { HeadlineComponent } from './Headline'
import { HeroMediaComponent } from './HeroMedia'
import { HighlightTeaserComponent } from './HighlightTeaser'
import { HtmlComponent } from './Html'
import { HubspotFormComponent } from './HubspotForm'
import { ImageComponent } from './Image'
import { ImageListComponent } from './ImageList'
import { LinkComponent } from './Link'
import { LogoListComponent } from './LogoList'
import { QuoteComponent } from './Quote'
import { SectionComponent } from './Section'
import { SocialMediaComponent } from './SocialMedia'
import { TeaserItemComponent } from './TeaserItem'
import { TeaserListComponent } from './TeaserList'
import { TextComponent } from './Text'
import { TwoColumnsComponent } from './TwoColumns'
import { VenueComponent } from './Venue'
import { VenueListComponent } from './VenueList'
import { VideoComponent } from './Video'
import { VideoFileComponent } from './VideoFile'
import { VideoListComponent } from './VideoList'
import { ViewerComponent } from './Viewer'

/**
 * Block type -> component, one for every module of SPEC §3. Typed over the generated block
 * interfaces, so a component that reads a field the config does not declare fails to compile, and
 * a block type without a component fails too.
 */
const components: { [T in BlockType]: (props: BlockProps<T>) => ReactNode } = {
  headline: HeadlineComponent,
  text: TextComponent,
  link: LinkComponent,
  image: ImageComponent,
  video: VideoComponent,
  videoFile: VideoFileComponent,
  audio: AudioComponent,
  audioFile: AudioFileComponent,
  viewer: ViewerComponent,
  quote: QuoteComponent,
  fullTeaser: FullTeaserComponent,
  teaserItem: TeaserItemComponent,
  teaserList: TeaserListComponent,
  imageList: ImageListComponent,
  logoList: LogoListComponent,
  venue: VenueComponent,
  venueList: VenueListComponent,
  html: HtmlComponent,
  hubspotForm: HubspotFormComponent,
  heroMedia: HeroMediaComponent,
  section: SectionComponent,
  blogTeaserList: BlogTeaserListComponent,
  twoColumns: TwoColumnsComponent,
  eventList: EventListComponent,
  highlightTeaser: HighlightTeaserComponent,
  anchorList: AnchorListComponent,
  socialMedia: SocialMediaComponent,
  videoList: VideoListComponent,
  faqItem: FaqItemComponent,
}

const PAGE_SLOT: ModuleSlot = { section: null, column: null }

function renderBlock<T extends BlockType>(block: BlockOf<T>, locale: Locale, priority: boolean, frame: ModuleFrame | undefined): ReactNode {
  const Component = components[block.blockType as T] as ((props: BlockProps<T>) => ReactNode) | undefined
  if (!Component) return null
  const renderBlocks = frame
    ? (children: ChildBlock[], childLocale: Locale, column?: number) => (
        <RenderBlocks
          blocks={children}
          locale={childLocale}
          nested
          frame={frame}
          slot={{ section: block.id ?? null, column: column ?? 0 }}
        />
      )
    : renderChildren
  return <Component block={block} locale={locale} priority={priority} renderBlocks={renderBlocks} />
}

/** The modules of a column, nested (no first-image priority). */
export function renderChildren(blocks: ChildBlock[], locale: Locale): ReactNode {
  return <RenderBlocks blocks={blocks} locale={locale} nested />
}

type RenderProps = { blocks: (ModuleBlock | ChildBlock)[]; locale: Locale; nested?: boolean; frame?: ModuleFrame; slot?: ModuleSlot }

export function RenderBlocks({ blocks, locale, nested = false, frame, slot = PAGE_SLOT }: RenderProps) {
  if (frame && blocks.length === 0) return frame({ block: null, slot, index: 0, count: 0 }, null)
  return (
    <>
      {blocks.map((block, index) => {
        const rendered = renderBlock(block as ModuleBlock, locale, !nested && index === 0, frame)
        return (
          <Fragment key={block.id ?? index}>{frame ? frame({ block, slot, index, count: blocks.length }, rendered) : rendered}</Fragment>
        )
      })}
    </>
  )
}
