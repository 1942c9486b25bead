import { ShopPage, shopMetadata } from '@/features/webshop/ui/ShopPage'

export const generateMetadata = shopMetadata
export default ShopPage
