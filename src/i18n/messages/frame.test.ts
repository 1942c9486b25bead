import { describe, expect, it } from 'vitest'

import { isClientModule, reachableSources, sourcesUnder } from '../../../tests/setup/sources'

import { publicPageMessages, shopClientMessages } from '.'

/** Every client module of the site (the frame's providers reach them all), with its path. */
function clientSources(): [string, string][] {
  return sourcesUnder('src').filter(([, source]) => isClientModule(source))
}

describe('the public pages’ frame texts', () => {
  it('give the shell’s client components their group (shell.client), which the compiler checks their keys against', () => {
    const readers = clientSources().filter(([, source]) => source.includes("useTranslations('shell.client')"))
    expect(readers.length).toBeGreaterThan(10)
    // No client module reads the whole namespace: the frame ships only its client group.
    expect(clientSources().filter(([, source]) => source.includes("useTranslations('shell')"))).toEqual([])
  })

  it('give the error boundary its group (error.client), and no text only the server shows', () => {
    const readers = clientSources().filter(([, source]) => /useTranslations\('error(\.[a-z]+)?'\)/i.test(source))
    expect(readers.map(([path]) => path)).toEqual(['src/app/(frontend)/[locale]/error.tsx'])
    expect(readers[0]?.[1]).toContain("useTranslations('error.client')")
    expect(Object.keys(publicPageMessages('en').error)).toEqual(['client'])
  })

  it('carry only the error, consent, notices and shell client texts', () => {
    const messages = publicPageMessages('de')
    expect(Object.keys(messages).sort()).toEqual(['consent', 'error', 'notices', 'shell'])
    expect(Object.keys(messages.shell)).toEqual(['client'])
  })

  it('leave a namespace out only where its client readers get it from a provider of their own', () => {
    // The namespaces a client module of the frame's pages reads without a provider below the frame.
    const covered: Record<string, string> = {
      programme: 'ProgrammeTexts, the event overlay and the booking widget',
      booking: 'ProgrammeTexts, the event overlay and the booking widget',
      modules: 'ModuleTexts',
      loading: 'ProgrammeTexts',
      screens: 'AccountArea',
      account: 'AccountArea, and the web shop’s forms that read it (PasswordTexts)',
      webshop: 'AccountArea and the web shop’s frame',
      search: 'the search screen (props)',
      editor: 'the edit layer',
      offline: 'the offline runtime (with its code), My tickets and the pages that keep tickets (features/offline)',
    }
    const frame = Object.keys(publicPageMessages('en'))
    const read = new Set(
      clientSources().flatMap(([, source]) => [...source.matchAll(/useTranslations\('(\w+)'\)/g)].map((match) => match[1] ?? '')),
    )
    expect([...read].filter((namespace) => !frame.includes(namespace) && !(namespace in covered))).toEqual([])
  })

  it('give the web shop’s client the frame’s texts and its own; a screen adds what its client parts read beyond them', () => {
    const shop = shopClientMessages('en')
    expect(Object.keys(shop).sort()).toEqual(['consent', 'shell', 'webshop'])
    // Every client module the shop's routes reach, and the namespaces it reads.
    const entries = sourcesUnder('src/app/(webshop)').map(([path]) => path)
    const reached = reachableSources(entries).filter(([, source]) => isClientModule(source))
    const readBy = new Map<string, string[]>()
    for (const [path, source] of reached)
      for (const match of source.matchAll(/useTranslations\('(\w+)[.'"]/g))
        readBy.set(match[1] ?? '', [...(readBy.get(match[1] ?? '') ?? []), path])
    expect(reached.length).toBeGreaterThan(10)
    // What a screen adds with MoreTexts where it renders the client part that reads it.
    const added: Record<string, { by: string; readers: string[] }> = {
      account: { by: 'src/features/webshop/ui/ShopPage.tsx', readers: ['src/features/webshop/ui/AccountForms.tsx'] },
      offline: { by: 'src/features/webshop/ui/OrderScreen.tsx', readers: ['src/features/offline/ui/KeepTicketsOnDevice.tsx'] },
    }
    const beyond = [...readBy.keys()].filter((namespace) => !(namespace in shop)).sort()
    expect(beyond).toEqual(Object.keys(added).sort())
    for (const [namespace, { by, readers }] of Object.entries(added)) {
      expect([...new Set(readBy.get(namespace))].sort(), namespace).toEqual(readers)
      const source = sourcesUnder('src').find(([path]) => path === by)?.[1] ?? ''
      expect(source, by).toContain('<MoreTexts')
    }
    // The forms reading the account's texts sit inside the screen's provider of them.
    const page = sourcesUnder('src').find(([path]) => path === added.account?.by)?.[1] ?? ''
    for (const form of ['RegisterForm', 'ForgotForm', 'ResetForm'])
      expect(page, form).toMatch(new RegExp(`<PasswordTexts[^>]*>\\s*<${form}[ />]`))
    // Nothing the shop carries goes unread.
    expect(Object.keys(shop).filter((namespace) => !readBy.has(namespace))).toEqual([])
  })
})
