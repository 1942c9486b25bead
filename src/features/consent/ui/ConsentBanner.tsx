'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { type Consent, OPTIONAL_CATEGORIES, type OptionalCategory } from '../domain/consent'
import styles from './consent.module.css'

type Props = {
  initial: Consent | null
  text: string | null
  privacyHref: string
  onAcceptAll: () => void
  onSave: (choice: Record<OptionalCategory, boolean>) => void
  onDeleteCookies: () => void
}

/**
 * The consent banner: a labelled region fixed at the bottom (no layout shift, no focus trap: the
 * page stays usable), first in the tab order after the skip link, the four categories of SPEC §1
 * as checkboxes (required checked and fixed), and the buttons 'accept all', 'delete cookies',
 * 'save settings'. Its height goes into the page's bottom scroll padding, so that no focused
 * element ends up underneath it (WCAG 2.4.11).
 */
export function ConsentBanner({ initial, text, privacyHref, onAcceptAll, onSave, onDeleteCookies }: Props) {
  const t = useTranslations('consent')
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const region = useRef<HTMLElement>(null)
  const [choice, setChoice] = useState<Record<OptionalCategory, boolean>>({
    googleTagManager: initial?.googleTagManager ?? false,
    marketing: initial?.marketing ?? false,
    externalMedia: initial?.externalMedia ?? false,
  })

  useEffect(() => {
    const element = region.current
    if (!element) return
    // Set on the root element's own (not inherited) property: a custom property there would make
    // the browser recompute the style of every element of the page each time it changes.
    const root = document.documentElement
    // The page's end gets room of the banner's height too, so the last element of the page can be
    // scrolled above the banner instead of staying under it.
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `calc(${element.offsetHeight}px + 4.5rem)`
      document.body.style.paddingBottom = `${element.offsetHeight}px`
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('scroll-padding-bottom')
      document.body.style.removeProperty('padding-bottom')
    }
  }, [])

  // Reopened from the footer: take the visitor to it.
  useEffect(() => {
    if (initial) heading.current?.focus()
  }, [initial])

  return (
    <section ref={region} className={styles.banner} aria-labelledby={titleId} data-consent-banner="">
      <div className={styles.inner}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.text}>
          {text || t('text')} <a href={privacyHref}>{t('privacy')}</a>
        </p>
        <ul className={styles.categories}>
          <li>
            <label className={styles.category}>
              <input type="checkbox" checked disabled />
              <span>
                <strong>{t('required')}</strong> <span className={styles.hint}>{t('requiredText')}</span>
              </span>
            </label>
          </li>
          {OPTIONAL_CATEGORIES.map((category) => (
            <li key={category}>
              <label className={styles.category}>
                <input
                  type="checkbox"
                  name={category}
                  checked={choice[category]}
                  onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
                />
                <span>
                  <strong>{t(category)}</strong> <span className={styles.hint}>{t(`${category}Text`)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <div className={styles.buttons}>
          <button type="button" className={styles.primary} onClick={onAcceptAll}>
            {t('acceptAll')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => onSave(choice)}>
            {t('save')}
          </button>
          <button type="button" className={styles.link} onClick={onDeleteCookies}>
            {t('deleteCookies')}
          </button>
        </div>
      </div>
    </section>
  )
}
