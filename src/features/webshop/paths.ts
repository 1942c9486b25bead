import { CART_PATH } from '@/features/booking/domain/cart'
import { LOGIN_URL } from '@/features/shell/accountUrls'

/** The web shop's own addresses (SPEC §2: not localised), in one place for links, mails and tests. */
export const SHOP_PATHS = {
  home: '/webshop',
  cart: CART_PATH,
  checkout: '/webshop/checkout',
  login: LOGIN_URL,
  register: '/webshop/account/register',
  forgot: '/webshop/account/forgot',
} as const
