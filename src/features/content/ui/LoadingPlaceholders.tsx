import type { CSSProperties, ReactNode } from 'react'

/**
 * SPEC §2 loading placeholders: grey shapes in the layout of what is loading, so the page does not
 * jump when it arrives. Each announces itself once (role status, busy) with the visitor's
 * 'Loading …' text, which the caller passes in (`loading.label`), so they need no i18n context
 * and work as Suspense fallbacks and in `loading.tsx` alike.
 */

type Props = { label: string }

/** One grey shape; `w` and `h` are CSS lengths. */
function Bone({ w = '100%', h = '1rem', round = false }: { w?: string; h?: string; round?: boolean }) {
  const style = { '--bone-w': w, '--bone-h': h } as CSSProperties
  return <span className={`placeholder__bone${round ? ' placeholder__bone--round' : ''}`} style={style} />
}

function Placeholder({ label, variant, children }: Props & { variant: string; children: ReactNode }) {
  return (
    <div className={`placeholder placeholder--${variant}`} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true" className="placeholder__shapes">
        {children}
      </div>
    </div>
  )
}

const times = (count: number) => Array.from({ length: count }, (_, index) => index)

export function PageHeaderPlaceholder({ label }: Props) {
  return (
    <Placeholder label={label} variant="page-header">
      <Bone w="12rem" h="0.75rem" />
      <Bone w="60%" h="2.75rem" />
      <Bone w="40%" h="1.1rem" />
    </Placeholder>
  )
}

export function EventDetailPlaceholder({ label }: Props) {
  return (
    <Placeholder label={label} variant="event-detail">
      <Bone h="clamp(12rem, 40vw, 28rem)" />
      <Bone w="8rem" h="0.8rem" />
      <Bone w="70%" h="2.5rem" />
      {times(3).map((i) => (
        <Bone key={`meta-${i}`} w="45%" h="1rem" />
      ))}
      <Bone w="11rem" h="2.75rem" />
      {times(5).map((i) => (
        <Bone key={`text-${i}`} w={i === 4 ? '55%' : '100%'} />
      ))}
    </Placeholder>
  )
}

export function OptionsListPlaceholder({ label, rows = 6 }: Props & { rows?: number }) {
  return (
    <Placeholder label={label} variant="options">
      {times(rows).map((i) => (
        <span key={i} className="placeholder__row">
          <Bone w="1.25rem" h="1.25rem" round />
          <Bone w={`${50 + ((i * 17) % 40)}%`} />
        </span>
      ))}
    </Placeholder>
  )
}

export function EventListPlaceholder({ label, days = 2 }: Props & { days?: number }) {
  return (
    <Placeholder label={label} variant="event-list">
      {times(days).map((day) => (
        <span key={day} className="placeholder__day">
          <Bone w="14rem" h="1.5rem" />
          {times(3).map((row) => (
            <span key={row} className="placeholder__event">
              <Bone w="4.5rem" />
              <span className="placeholder__stack">
                <Bone w="8rem" h="0.75rem" />
                <Bone w="70%" h="1.4rem" />
              </span>
              <Bone w="7rem" h="2.25rem" />
            </span>
          ))}
        </span>
      ))}
    </Placeholder>
  )
}

function Cards({ label, count, variant }: Props & { count: number; variant: string }) {
  return (
    <Placeholder label={label} variant={variant}>
      {times(count).map((i) => (
        <span key={i} className="placeholder__card">
          <Bone h="auto" />
          <Bone w="6rem" h="0.75rem" />
          <Bone w="85%" h="1.4rem" />
          <Bone w="60%" />
        </span>
      ))}
    </Placeholder>
  )
}

/** Three cards in a row (productions, teasers, venues). */
export function CardListPlaceholder({ label }: Props) {
  return <Cards label={label} count={3} variant="cards" />
}

/** The magazine's six latest articles. */
export function MagazineListPlaceholder({ label }: Props) {
  return <Cards label={label} count={6} variant="magazine" />
}

export function HomeSlidesPlaceholder({ label }: Props) {
  return (
    <Placeholder label={label} variant="home-slides">
      <span className="placeholder__slide">
        <Bone w="45%" h="2.75rem" />
        <Bone w="30%" h="1.1rem" />
        <Bone w="9rem" h="2.75rem" />
      </span>
    </Placeholder>
  )
}
