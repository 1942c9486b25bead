import Link from 'next/link'
import type React from 'react'

import { isExternalLink, linkTarget } from '../domain/links'

type Props = { href: string; className?: string; children: React.ReactNode }

/** SPEC §5: a link not starting with / is external and opens in a new tab; internal ones navigate client-side. */
export function SmartLink({ href, className, children }: Props) {
  if (isExternalLink(href)) {
    return (
      <a href={href} className={className} {...linkTarget(href)}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  )
}
