import { getShopLanguage } from '@/features/webshop/server/shopForms'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: the web shop's language switch, a plain link. */
export const GET = getShopLanguage
