/** Where anonymous visitors log in (the web shop's account login) and where everyone logs out; browser and server share them. */

import { BROWSER_PATHS } from '@/api/paths'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'

export const LOGIN_URL = SHOP_PATHS.login
export const LOGOUT_URL = BROWSER_PATHS.logout.path
