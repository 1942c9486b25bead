'use client'

import { useTranslations } from 'next-intl'
import { lazy, Suspense, useRef, useState } from 'react'

import { useMenuState } from './HeaderFrame'
import type { FooterLink as NavLink, NavItem } from '../server/shell'

const loadDialog = () => import('./BurgerDialog')
const MENU_ID = 'burger-menu'
const BurgerDialog = lazy(() => loadDialog().then((module) => ({ default: module.BurgerDialog })))

/**
 * The burger menu's toggle. The dialog itself (Radix, with its focus trap and scroll lock) is
 * code that every page would otherwise download and start while it hydrates, though most visits
 * never open the menu: it is fetched when the pointer or focus reaches the button and mounted on
 * the first click. It closes when the route changes (HeaderFrame); focus returns to the button.
 */
export function BurgerMenu({ menu, secondary }: { menu: NavItem[]; secondary: NavLink[] }) {
  const t = useTranslations('shell.client')
  const { menuOpen, setMenuOpen } = useMenuState()
  const [wanted, setWanted] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const prefetch = () => void loadDialog()

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="menu-toggle"
        aria-label={t('menu')}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? MENU_ID : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true)
          setMenuOpen(!menuOpen)
        }}
      >
        <span className="menu-toggle__icon" aria-hidden="true" />
        <span className="menu-toggle__text">{t('menu')}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <BurgerDialog
            id={MENU_ID}
            menu={menu}
            secondary={secondary}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              toggle.current?.focus()
            }}
          />
        </Suspense>
      )}
    </>
  )
}
