import { NotFoundScreen } from '@/features/shell/ui/NotFoundScreen'
import { shopLocale } from '@/features/webshop/server/locale'

/** SPEC §8 in the web shop: an unknown shop address or order shows the site's 404 screen in the visitor's language. */
export default async function ShopNotFound() {
  return <NotFoundScreen locale={await shopLocale()} documentTitle />
}
