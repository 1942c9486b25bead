import type { Block } from 'payload'

import { AnchorListBlock } from './AnchorList/config'
import { AudioBlock } from './Audio/config'
import { AudioFileBlock } from './AudioFile/config'
import { BlogTeaserListBlock } from './BlogTeaserList/config'
import { EventListBlock } from './EventList/config'
import { FaqItemBlock } from './FaqItem/config'
import { FullTeaserBlock } from './FullTeaser/config'
import { HeadlineBlock } from './Headline/config'
import { HeroMediaBlock } from './HeroMedia/config'
import { HighlightTeaserBlock } from './HighlightTeaser/config'
import { HtmlBlock } from './Html/config'
import { HubspotFormBlock } from './HubspotForm/config'
import { ImageBlock } from './Image/config'
import { ImageListBlock } from './ImageList/config'
import { LinkBlock } from './Link/config'
import { LogoListBlock } from './LogoList/config'
import { QuoteBlock } from './Quote/config'
import { SocialMediaBlock } from './SocialMedia/config'
import { TeaserItemBlock } from './TeaserItem/config'
import { TeaserListBlock } from './TeaserList/config'
import { TextBlock } from './Text/config'
import { TwoColumnsBlock } from './TwoColumns/config'
import { VenueBlock } from './Venue/config'
import { VenueListBlock } from './VenueList/config'
import { VideoBlock } from './Video/config'
import { VideoFileBlock } from './VideoFile/config'
import { VideoListBlock } from './VideoList/config'
import { ViewerBlock } from './Viewer/config'

/** Every content module that may stand in a section column (all but the section itself). */
export const sectionChildBlocks: Block[] = [
  HeadlineBlock,
  TextBlock,
  LinkBlock,
  ImageBlock,
  VideoBlock,
  VideoFileBlock,
  AudioBlock,
  AudioFileBlock,
  ViewerBlock,
  QuoteBlock,
  FullTeaserBlock,
  TeaserItemBlock,
  TeaserListBlock,
  ImageListBlock,
  LogoListBlock,
  VenueBlock,
  VenueListBlock,
  HtmlBlock,
  HubspotFormBlock,
  HeroMediaBlock,
  BlogTeaserListBlock,
  TwoColumnsBlock,
  EventListBlock,
  HighlightTeaserBlock,
  AnchorListBlock,
  SocialMediaBlock,
  VideoListBlock,
  FaqItemBlock,
]
