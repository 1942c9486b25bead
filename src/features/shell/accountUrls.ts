/** Where anonymous visitors log in (the web shop's account login) and where everyone logs out; browser and server share them. */
export const LOGIN_URL = '/webshop/account/login'
export const LOGOUT_URL = '/api/user-logout/'
