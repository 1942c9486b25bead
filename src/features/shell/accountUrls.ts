/** Where anonymous visitors log in (the web shop's account login) and where everyone logs out; browser and server share them. */

import { callPath } from '@/api/paths'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'

export const LOGIN_URL = SHOP_PATHS.login
export const LOGOUT_URL = callPath('logout', {})
