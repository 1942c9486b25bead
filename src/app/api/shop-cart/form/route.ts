import { postShopCartForm } from '@/features/webshop/server/shopForms'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: the web shop's performance form as a browser posts it, without JavaScript too. */
export const POST = postShopCartForm
