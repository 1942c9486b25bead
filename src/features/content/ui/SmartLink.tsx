import Link from 'next/link'
import type React from 'react'

import { isExternalLink, linkTarget } from '@/cms/rules/links'

type Props = {
  href: string
  className?: string
  children: React.ReactNode
  /** The section being read, in an anchor list. */ current?: boolean
}

/** SPEC §5: a link not starting with / is external and opens in a new tab; internal ones navigate client-side. */
export function SmartLink({ href, className, children, current = false }: Props) {
  // Only the attributes a link has: an unset one would still ride in the page's inline payload
  // as "$undefined", on every link of the header, footer and modules.
  const attributes = { ...(className ? { className } : {}), ...(current ? { 'aria-current': 'location' as const } : {}) }
  if (isExternalLink(href)) {
    return (
      <a href={href} {...attributes} {...linkTarget(href)}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} {...attributes}>
      {children}
    </Link>
  )
}
