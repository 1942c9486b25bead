import { Fragment, type ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import type { BlockOf, BlockProps, BlockType, ChildBlock, ModuleBlock, ModuleFrame, ModuleSlot } from './types'

import { AnchorListComponent } from './AnchorList/Component'
import { AudioComponent } from './Audio/Component'
import { AudioFileComponent } from './AudioFile/Component'
import { BlogTeaserListComponent } from './BlogTeaserList/Component'
import { EventListComponent } from './EventList/Component'
import { FaqItemComponent } from './FaqItem/Component'
import { FullTeaserComponent } from './FullTeaser/Component'
import { HeadlineComponent } from './Headline/Component'
import { HeroMediaComponent } from './HeroMedia/Component'
import { HighlightTeaserComponent } from './HighlightTeaser/Component'
import { HtmlComponent } from './Html/Component'
import { HubspotFormComponent } from './HubspotForm/Component'
import { ImageComponent } from './Image/Component'
import { ImageListComponent } from './ImageList/Component'
import { LinkComponent } from './Link/Component'
import { LogoListComponent } from './LogoList/Component'
import { QuoteComponent } from './Quote/Component'
import { SectionComponent } from './Section/Component'
import { SocialMediaComponent } from './SocialMedia/Component'
import { TeaserItemComponent } from './TeaserItem/Component'
import { TeaserListComponent } from './TeaserList/Component'
import { TextComponent } from './Text/Component'
import { TwoColumnsComponent } from './TwoColumns/Component'
import { VenueComponent } from './Venue/Component'
import { VenueListComponent } from './VenueList/Component'
import { VideoComponent } from './Video/Component'
import { VideoFileComponent } from './VideoFile/Component'
import { VideoListComponent } from './VideoList/Component'
import { ViewerComponent } from './Viewer/Component'

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
    ? (children: ChildBlock[], childLocale: Locale, column?: number) => <RenderBlocks blocks={children} locale={childLocale} nested frame={frame} slot={{ section: block.id ?? null, column: column ?? 0 }} />
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
        return <Fragment key={block.id ?? index}>{frame ? frame({ block, slot, index, count: blocks.length }, rendered) : rendered}</Fragment>
      })}
    </>
  )
}
