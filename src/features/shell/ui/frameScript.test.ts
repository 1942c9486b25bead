import { describe, expect, it } from 'vitest'

import { isClientModule, reachableSources } from '../../../../tests/setup/sources'

/**
 * What every public page's script carries beside its own (issue 47): the client parts of the
 * frame, its layout, error boundary and 404 screen, with all they import. The route table and the
 * call table weigh about 1 kB gzip each there; the frame's parts take the few paths they need as
 * props from the server instead of the route table.
 */
const FRAME = [
  'src/app/(frontend)/[locale]/layout.tsx',
  'src/app/(frontend)/[locale]/error.tsx',
  'src/app/(frontend)/[locale]/not-found.tsx',
  'src/features/shell/ui/SiteFrame.tsx',
  'src/features/shell/ui/NotFoundScreen.tsx',
]

/**
 * The sources the browser loads with a page for these entries: each client module they render, and
 * what it imports, without what `import()` loads on first use (the search field, the account menu).
 */
function browserSources(entries: readonly string[]): string[] {
  const clientEntries = reachableSources(entries, { lazy: false })
    .filter(([, source]) => isClientModule(source))
    .map(([path]) => path)
  return reachableSources(clientEntries, { lazy: false }).map(([path]) => path)
}

describe('the public frame’s script', () => {
  it('reaches the frame’s client parts (the check follows what it should)', () => {
    const reached = browserSources(FRAME)
    for (const part of [
      'src/features/shell/ui/StickyBar.tsx',
      'src/features/shell/ui/ErrorLogger.tsx',
      'src/features/shell/ui/DesktopMenu.tsx',
    ])
      expect(reached).toContain(part)
  })

  it('carries no route table: its parts get their paths from the server', () => {
    expect(browserSources(FRAME)).not.toContain('src/i18n/routes.ts')
  })
})
