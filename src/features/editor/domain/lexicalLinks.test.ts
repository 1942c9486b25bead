import { describe, expect, it } from 'vitest'

import { internalLinkUrl, internalTargetOf, toEditorState, toPayloadState, withDefaultProtocol } from './lexicalLinks'

const stored = {
  root: {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          {
            type: 'link',
            id: 'abc',
            version: 3,
            fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'events', value: { id: 12, slug: 'x' } } },
            children: [{ type: 'text', text: 'Termin' }],
          },
          { type: 'text', text: ' und ' },
          {
            type: 'link',
            version: 3,
            fields: { linkType: 'custom', newTab: true, url: 'https://example.org' },
            children: [{ type: 'text', text: 'extern' }],
          },
        ],
      },
    ],
  },
}

describe('links between Payload’s stored rich text and the editor', () => {
  it('gives the editor Lexical link nodes, internal targets as addresses that never reach a page', () => {
    const state = toEditorState(stored)
    const [internal, , external] = (state?.root.children as { children: Record<string, unknown>[] }[])[0]?.children ?? []
    expect(internal).toMatchObject({ type: 'link', url: 'https://internal.invalid/events/12', target: null })
    expect(internal).not.toHaveProperty('fields')
    expect(external).toMatchObject({ type: 'link', url: 'https://example.org', target: '_blank', rel: 'noopener noreferrer' })
  })

  it('stores them back as Payload’s link fields', () => {
    const back = toPayloadState(toEditorState(stored))
    const [internal, , external] = (back?.root.children as { children: Record<string, unknown>[] }[])[0]?.children ?? []
    expect(internal).toMatchObject({
      type: 'link',
      version: 3,
      fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'events', value: 12 } },
    })
    expect(external).toMatchObject({ fields: { linkType: 'custom', newTab: true, url: 'https://example.org' } })
    expect(internal).not.toHaveProperty('url')
  })

  it('reads internal addresses strictly and adds https where none is given', () => {
    expect(internalTargetOf(internalLinkUrl({ relationTo: 'pages', id: 3 }))).toEqual({ relationTo: 'pages', id: 3 })
    expect(internalTargetOf('https://internal.invalid/pages/3/../x')).toBeNull()
    expect(internalTargetOf('https://example.org/pages/3')).toBeNull()
    expect(withDefaultProtocol('festival.example/karten')).toBe('https://festival.example/karten')
    expect(withDefaultProtocol('/de/programm')).toBe('/de/programm')
    expect(withDefaultProtocol('mailto:info@festival.example')).toBe('mailto:info@festival.example')
    expect(toEditorState(null)).toBeNull()
  })
})
