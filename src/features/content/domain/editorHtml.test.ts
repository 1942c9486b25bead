import { describe, expect, it } from 'vitest'

import { editorHtmlOrNull, sanitizeEditorHtml } from './editorHtml'

describe('sanitizeEditorHtml', () => {
  it('keeps what the demo and editors write: text, links, lists, tables, images', () => {
    const html =
      '<p class="html-note"><strong>Barrierefrei:</strong> <a href="mailto:besuch@festival.example">Mail</a></p><ul><li>a</li></ul><table><tr><th scope="col">x</th></tr></table><img src="/cms-api/media/file/a.webp" alt="Plakat" width="10" height="10">'
    expect(sanitizeEditorHtml(html)).toBe(html.replace('height="10">', 'height="10" />'))
  })

  it('removes scripts, event handlers, styles and javascript: URLs', () => {
    const out = sanitizeEditorHtml(
      '<p onclick="steal()">Hallo</p><script>fetch("/cms-api/users")</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><style>body{display:none}</style><svg onload="alert(1)"></svg><form action="https://evil.example"><input name="p"></form>',
    )
    expect(out).not.toMatch(/script|onerror|onclick|onload|javascript:|style|form|input|svg/i)
    expect(out).toContain('<p>Hallo</p>')
  })

  it('keeps https iframes lazily loaded and drops others', () => {
    expect(sanitizeEditorHtml('<iframe src="https://www.openstreetmap.org/export/embed.html" title="Karte"></iframe>')).toBe(
      '<iframe loading="lazy" referrerpolicy="strict-origin-when-cross-origin" src="https://www.openstreetmap.org/export/embed.html" title="Karte"></iframe>',
    )
    expect(sanitizeEditorHtml('<iframe src="javascript:alert(1)"></iframe>')).toBe(
      '<iframe loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    )
    expect(sanitizeEditorHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).not.toContain('srcdoc')
  })

  it('gives links into a new tab no handle on the page', () => {
    expect(sanitizeEditorHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it('answers null when nothing is left', () => {
    expect(editorHtmlOrNull('<script>x</script>')).toBeNull()
    expect(editorHtmlOrNull(null)).toBeNull()
    expect(editorHtmlOrNull('<p>x</p>')).toBe('<p>x</p>')
  })
})
