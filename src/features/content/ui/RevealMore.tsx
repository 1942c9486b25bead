'use client'

import { useTranslations } from 'next-intl'
import { Children, type ReactNode, useRef, useState } from 'react'

/**
 * The first `initial` items, and a button that shows the rest (the semi-lazy image list): the
 * images behind the button are not requested until the visitor asks for them. Focus moves to the
 * first newly shown item so keyboard users continue where the new content starts.
 */
export function RevealMore({ initial, className, children }: { initial: number; className: string; children: ReactNode }) {
  const t = useTranslations('modules.revealMore')
  const items = Children.toArray(children)
  const [open, setOpen] = useState(false)
  const firstNew = useRef<HTMLLIElement>(null)
  const shown = open ? items : items.slice(0, initial)
  const hidden = items.length - shown.length
  return (
    <>
      <ul className={className}>
        {shown.map((item, index) => (
          <li key={index} ref={index === initial ? firstNew : undefined} tabIndex={index === initial ? -1 : undefined}>
            {item}
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          className="button button--secondary reveal-more"
          onClick={() => {
            setOpen(true)
            requestAnimationFrame(() => firstNew.current?.focus())
          }}
        >
          {t('showMoreImages', { count: hidden })}
        </button>
      ) : null}
    </>
  )
}
