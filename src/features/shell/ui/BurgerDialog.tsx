'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useTranslations } from 'next-intl'

import { SmartLink } from '@/features/content/ui/SmartLink'

import type { FooterLink as NavLink, NavItem } from '../server/shell'

type Props = {
  id: string
  menu: NavItem[]
  secondary: NavLink[]
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back to when the menu closes (the toggle button). */
  onCloseAutoFocus: (event: Event) => void
}

/**
 * The burger menu's dialog (SPEC §2): primary list with its sub-pages and the secondary list.
 * Radix's dialog locks the page scroll and compensates the scrollbar width while it is open
 * (SPEC §4), traps focus and closes on Escape. Loaded on demand by BurgerMenu.
 */
export function BurgerDialog({ id, menu, secondary, open, onOpenChange, onCloseAutoFocus }: Props) {
  const t = useTranslations('shell.client')
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="burger-overlay" />
        <Dialog.Content id={id} className="burger-menu" aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <div className="burger-menu__head">
            <Dialog.Title className="burger-menu__title">{t('menu')}</Dialog.Title>
            <Dialog.Close className="burger-menu__close" aria-label={t('closeMenu')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <nav aria-label={t('mainNavigation')}>
            <ul className="burger-menu__primary">
              {menu.map((item) => (
                <li key={item.url}>
                  {item.is_clickable ? <SmartLink href={item.url}>{item.menu_name}</SmartLink> : <span>{item.menu_name}</span>}
                  {item.children.length > 0 && (
                    <ul className="burger-menu__sub">
                      {item.children.map((child) => (
                        <li key={child.url}>
                          <SmartLink href={child.url}>{child.menu_name}</SmartLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {secondary.length > 0 && (
            <nav aria-label={t('secondaryNavigation')}>
              <ul className="burger-menu__secondary">
                {secondary.map((link) => (
                  <li key={link.url}>
                    <SmartLink href={link.url}>{link.title}</SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
