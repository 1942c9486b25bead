import { describe, expect, it } from 'vitest'

import { isClientModule, sourcesUnder } from '../../../tests/setup/sources'

import { ERROR_CLIENT_KEYS, publicPageMessages } from '.'

/** Every client module of the site (the frame's providers reach them all), with its path. */
function clientSources(): [string, string][] {
  return sourcesUnder('src').filter(([, source]) => isClientModule(source))
}

/** The keys a module reads from a namespace through `const x = useTranslations('namespace')` and `x('key'…)`. */
function keysRead(source: string, namespace: string): string[] {
  const names = [...source.matchAll(new RegExp(`const (\\w+) = useTranslations\\('${namespace}'\\)`, 'g'))].map((match) => match[1] ?? '')
  return names.flatMap((name) =>
    [...source.matchAll(new RegExp(`\\b${name}\\((?:'([A-Za-z_]+)[.']|\`([A-Za-z_]+)\\.)`, 'g'))].map(
      (match) => match[1] ?? match[2] ?? '',
    ),
  )
}

describe('the public pages’ frame texts', () => {
  it('give the shell’s client components their group (shell.client), which the compiler checks their keys against', () => {
    const readers = clientSources().filter(([, source]) => source.includes("useTranslations('shell.client')"))
    expect(readers.length).toBeGreaterThan(10)
    // No client module reads the whole namespace: the frame ships only its client group.
    expect(clientSources().filter(([, source]) => source.includes("useTranslations('shell')"))).toEqual([])
  })

  it('give the error boundary every key it reads, and no text only the server shows', () => {
    const read = new Set(clientSources().flatMap(([, source]) => keysRead(source, 'error')))
    const given: readonly string[] = ERROR_CLIENT_KEYS
    expect([...read].sort()).toEqual([...given].sort())
    expect(Object.keys(publicPageMessages('en').error).sort()).toEqual([...given].sort())
  })

  it('reads the keys of a component', () => {
    expect(
      keysRead("const t = useTranslations('shell')\nt('menu') t(`cart.${x}`)\nconst u = useTranslations('consent')\nu('save')", 'shell'),
    ).toEqual(['menu', 'cart'])
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
      account: 'the web shop’s frame',
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
})
