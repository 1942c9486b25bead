import Link from 'next/link'
import type React from 'react'

import { isExternalLink, linkTarget } from '../domain/links'

type Props = { href: string; className?: string; children: React.ReactNode; /** The section being read, in an anchor list. */ current?: boolean }

/** SPEC §5: a link not starting with / is external and opens in a new tab; internal ones navigate client-side. */
export function SmartLink({ href, className, children, current = false }: Props) {
  const ariaCurrent = current ? ('location' as const) : undefined
  if (isExternalLink(href)) {
    return (
      <a href={href} className={className} aria-current={ariaCurrent} {...linkTarget(href)}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} className={className} aria-current={ariaCurrent}>
      {children}
    </Link>
  )
}
