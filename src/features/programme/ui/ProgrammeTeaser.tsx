import { SmartLink } from '@/features/content/ui/SmartLink'

import { listImage } from '../domain/display'
import { ListPicture } from './ListPicture'
import type { TeaserItem } from '../domain/listItems'

/**
 * A programme teaser at the end of its day (SPEC §2 event teaser card): preline, headline, subline,
 * link text, the large thumbnail as background; the card links to '/' when no link is set.
 */
export function ProgrammeTeaser({ teaser }: { teaser: TeaserItem }) {
  const image = listImage(teaser)
  return (
    <li className={`programme-teaser${image ? ' programme-teaser--image' : ''}`}>
      {image ? <ListPicture image={image} className="programme-teaser__background" decorative /> : null}
      <div className="programme-teaser__body">
        {teaser.preline ? <span className="preline">{teaser.preline}</span> : null}
        <h3 className="programme-teaser__headline">
          <SmartLink href={teaser.link} className="programme-teaser__link">
            {teaser.headline}
          </SmartLink>
        </h3>
        {teaser.subline ? <span className="subline">{teaser.subline}</span> : null}
        {teaser.link_text ? (
          <span className="programme-teaser__more" aria-hidden="true">
            {teaser.link_text}
          </span>
        ) : null}
      </div>
    </li>
  )
}
