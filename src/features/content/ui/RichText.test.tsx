import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RichText } from './RichText'

function paragraphWithLink(fields: Record<string, unknown>) {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: null,
          format: '',
          indent: 0,
          textFormat: 0,
          children: [
            {
              type: 'link',
              version: 3,
              id: 'l1',
              direction: null,
              format: '',
              indent: 0,
              fields,
              children: [{ type: 'text', version: 1, text: 'Anfahrt', format: 0, detail: 0, mode: 'normal', style: '' }],
            },
          ],
        },
      ],
    },
  }
}

describe('RichText links', () => {
  it('links our own pages through the document-to-URL function, in the page’s language', () => {
    const html = renderToStaticMarkup(
      <RichText
        locale="en"
        data={paragraphWithLink({ linkType: 'internal', doc: { relationTo: 'pages', value: { id: 3, path: '/visit/directions' } } })}
      />,
    )
    expect(html).toContain('<a href="/en/visit/directions">Anfahrt</a>')
    expect(html).not.toContain('href="#"')
  })

  it('keeps the text but drops the link when the document is gone', () => {
    const html = renderToStaticMarkup(
      <RichText locale="de" data={paragraphWithLink({ linkType: 'internal', doc: { relationTo: 'pages', value: 3 } })} />,
    )
    expect(html).toContain('Anfahrt')
    expect(html).not.toContain('<a')
  })

  it('keeps external links as they are, in a new tab when asked', () => {
    const html = renderToStaticMarkup(
      <RichText locale="de" data={paragraphWithLink({ linkType: 'custom', url: 'https://example.org/', newTab: true })} />,
    )
    expect(html).toContain('<a href="https://example.org/" rel="noopener noreferrer" target="_blank">Anfahrt</a>')
  })
})
