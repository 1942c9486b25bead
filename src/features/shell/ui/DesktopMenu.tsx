'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type FocusEvent, useId, useRef, useState } from 'react'

import { useDismiss } from '@/lib/browser/useDismiss'

import type { NavItem } from '../server/shell'

/**
 * The desktop menu (SPEC §2) with dropdown submenus, as a disclosure navigation (WAI-ARIA APG
 * 'Disclosure Navigation Menu', decision 027): each submenu's button says whether it is expanded
 * and which list it shows; Enter, Space or a click opens and closes it, Escape closes it and gives
 * the focus back to its button, and choosing a link, a press outside the menu, the focus moving out
 * of it or a route change closes it. Tab walks the buttons and links in reading order. Its labels
 * are plain texts: a message with arguments would start the formatter while every page hydrates.
 */
export function DesktopMenu({ menu }: { menu: NavItem[] }) {
  const t = useTranslations('shell.client')
  const pathname = usePathname()
  const id = useId()
  const root = useRef<HTMLElement>(null)
  // The open submenu belongs to the path it was opened on: a route change closes it.
  const [opened, setOpened] = useState({ value: '', path: pathname })
  const open = opened.path === pathname ? opened.value : ''
  const setOpen = (value: string) => setOpened({ value, path: pathname })

  useDismiss(
    root,
    open !== '',
    () => setOpened((current) => ({ ...current, value: '' })),
    () => root.current?.querySelector<HTMLButtonElement>('[aria-expanded="true"]'),
  )

  // Focus moving to an element outside the menu closes it (a press on the menu's own padding moves
  // the focus nowhere, and a press outside is the dismiss hook's).
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen('')
  }
  // A chosen link closes its submenu at once (also when it leads to this page or a part of it).
  const chosen = () => setOpen('')

  return (
    <nav ref={root} className="desktop-menu" aria-label={t('mainNavigation')} onBlur={onBlur}>
      <ul className="desktop-menu__list">
        {menu.map((item, index) => {
          const current = pathname === item.url || pathname.startsWith(`${item.url}/`)
          if (item.children.length === 0) {
            return (
              <li key={item.url}>
                <Link href={item.url} className="desktop-menu__link" aria-current={pathname === item.url ? 'page' : undefined}>
                  {item.menu_name}
                </Link>
              </li>
            )
          }
          const expanded = open === item.url
          const list = `${id}-${index}`
          return (
            <li key={item.url}>
              <button
                type="button"
                className="desktop-menu__link desktop-menu__trigger"
                aria-expanded={expanded}
                aria-controls={list}
                data-current={current || undefined}
                onClick={() => setOpen(expanded ? '' : item.url)}
              >
                {item.menu_name}
                <span className="desktop-menu__caret" aria-hidden="true" />
              </button>
              <div className="desktop-menu__dropdown" id={list} hidden={!expanded}>
                <ul>
                  {item.is_clickable && (
                    <li>
                      <Link href={item.url} aria-current={pathname === item.url ? 'page' : undefined} onClick={chosen}>
                        {item.menu_name}
                      </Link>
                    </li>
                  )}
                  {item.children.map((child) => (
                    <li key={child.url}>
                      <Link href={child.url} aria-current={pathname === child.url ? 'page' : undefined} onClick={chosen}>
                        {child.menu_name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
