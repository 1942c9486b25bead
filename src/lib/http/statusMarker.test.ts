import { describe, expect, it } from 'vitest'

import { statusFromHtml } from './statusMarker'

describe('statusFromHtml', () => {
  it('reads the status a page asks for', () => {
    expect(statusFromHtml('<main><div hidden="" data-festival-status="404"></div><h1>404 Not Found</h1></main>')).toBe(404)
  })

  it('ignores pages without the marker and statuses that are not client errors', () => {
    expect(statusFromHtml('<p>404</p>')).toBeNull()
    expect(statusFromHtml('<div hidden="" data-festival-status="200"></div>')).toBeNull()
    expect(statusFromHtml('<div hidden="" data-festival-status="503"></div>')).toBeNull()
    expect(statusFromHtml('<p data-festival-status="404">an editor’s text</p>')).toBeNull()
  })
})
