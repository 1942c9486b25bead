import { postSubscriptionForm } from '@/features/webshop/server/shopForms'

export const dynamic = 'force-dynamic'

/** Beyond SPEC (issue 46): a series subscription into the cart, as the shop's form posts it, without JavaScript too. */
export const POST = postSubscriptionForm
