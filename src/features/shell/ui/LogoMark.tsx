import { LOGO_MARK } from '@/lib/brand'

/** The festival's logo inside its link (header and web shop): the mark, the name, and for screen readers where it leads. */
export function LogoMark({ siteName, homeLabel }: { siteName: string; homeLabel: string }) {
  return (
    <>
      <span className="logo__mark" aria-hidden="true">
        {LOGO_MARK}
      </span>
      <span className="logo__name">{siteName}</span>
      <span className="visually-hidden">, {homeLabel}</span>
    </>
  )
}
