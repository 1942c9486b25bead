'use client'

import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { NavItem } from '../server/shell'

/**
 * The desktop menu (SPEC §2) with dropdown submenus. Radix's navigation menu gives the keyboard
 * and screen-reader behaviour; the open submenu closes when the route changes. Its labels are
 * plain texts: a message with arguments would start the ICU formatter while every page hydrates.
 */
export function DesktopMenu({ menu }: { menu: NavItem[] }) {
  const t = useTranslations('shell')
  const pathname = usePathname()
  // The open submenu belongs to the path it was opened on: a route change closes it.
  const [opened, setOpened] = useState({ value: '', path: pathname })
  const open = opened.path === pathname ? opened.value : ''
  const setOpen = (value: string) => setOpened({ value, path: pathname })

  return (
    <NavigationMenu.Root className="desktop-menu" value={open} onValueChange={setOpen} aria-label={t('mainNavigation')}>
      <NavigationMenu.List className="desktop-menu__list">
        {menu.map((item) => {
          const current = pathname === item.url || pathname.startsWith(`${item.url}/`)
          if (item.children.length === 0) {
            return (
              <NavigationMenu.Item key={item.url}>
                <NavigationMenu.Link asChild active={current}>
                  <Link href={item.url} className="desktop-menu__link" aria-current={pathname === item.url ? 'page' : undefined}>
                    {item.menu_name}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            )
          }
          return (
            <NavigationMenu.Item key={item.url} value={item.url}>
              <NavigationMenu.Trigger className="desktop-menu__link desktop-menu__trigger" data-current={current || undefined}>
                {item.menu_name}
                <span className="desktop-menu__caret" aria-hidden="true" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="desktop-menu__dropdown" aria-label={`${t('submenu')} ${item.menu_name}`}>
                <ul>
                  {item.is_clickable && (
                    <li>
                      <NavigationMenu.Link asChild active={pathname === item.url}>
                        <Link href={item.url}>{item.menu_name}</Link>
                      </NavigationMenu.Link>
                    </li>
                  )}
                  {item.children.map((child) => (
                    <li key={child.url}>
                      <NavigationMenu.Link asChild active={pathname === child.url}>
                        <Link href={child.url}>{child.menu_name}</Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          )
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
