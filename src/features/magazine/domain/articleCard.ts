import type { ApiValue } from '@/features/content/domain/apiShape'
import { CARD_SIZES } from '@/features/programme/domain/display'
import { altOnly, onlySizes } from '@/features/programme/domain/listItems'

type Cuttable = { author: string | null; image: number | null; image_obj: ApiValue; image_thumbnails: ApiValue }

/**
 * An article cut to what its card shows (MagazineBrowser), for the page's inline payload (issue
 * 47): the picture's alternative text and the card's sizes, not the upload's other fields and
 * sizes, nor the author the card does not name. Later pages come from the call whole.
 */
export function articleCardData<T extends Cuttable>(article: T): T {
  return {
    ...article,
    author: null,
    image: null,
    image_obj: altOnly(article.image_obj),
    image_thumbnails: onlySizes(article.image_thumbnails, CARD_SIZES),
  }
}
