'use client'

import { usePathname } from 'next/navigation'
import { createContext, useContext, useState, type ReactNode } from 'react'

import { useScrolledPast } from './useScrolledPast'

type MenuState = { menuOpen: boolean; setMenuOpen: (open: boolean) => void }

const MenuContext = createContext<MenuState>({ menuOpen: false, setMenuOpen: () => undefined })

/** Whether the burger menu is open, for the header's scrolled style and the menu itself. */
export function useMenuState(): MenuState {
  return useContext(MenuContext)
}

/**
 * The header element. SPEC §2: it takes the scrolled style (shrinking logo) once the page is
 * scrolled past a quarter of the window height, but not while the menu is open.
 */
export function HeaderFrame({ theme, children }: { theme: string; children: ReactNode }) {
  const pathname = usePathname()
  // The menu is open on the path it was opened on: a route change closes it (SPEC §2).
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const menuOpen = openedOn === pathname
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? pathname : null)
  const scrolled = useScrolledPast(0.25)

  const className = ['site-header', scrolled && !menuOpen ? 'is-scrolled' : '', menuOpen ? 'is-menu-open' : ''].filter(Boolean).join(' ')
  return (
    <MenuContext.Provider value={{ menuOpen, setMenuOpen }}>
      <header className={className} data-theme={theme}>
        {children}
      </header>
    </MenuContext.Provider>
  )
}
