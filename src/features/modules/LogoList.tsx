import { Picture } from '@/features/content/ui/Picture'
import { SmartLink } from '@/features/content/ui/SmartLink'

import type { BlockProps } from './types'

/** Partner and sponsor logos in a row, each named by its partner and linked where an address is set. */
export function LogoListComponent({ block }: BlockProps<'logoList'>) {
  const logos = (block.logos ?? []).filter((logo) => logo.image)
  if (logos.length === 0) return null
  return (
    <ul className="module logo-list">
      {logos.map((logo, index) => {
        const picture = <Picture media={logo.image} size="vertical" alt={logo.name} sizes="10rem" />
        const href = logo.link_url?.trim()
        return <li key={logo.id ?? index}>{href ? <SmartLink href={href}>{picture}</SmartLink> : picture}</li>
      })}
    </ul>
  )
}
