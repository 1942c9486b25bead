/**
 * Rich text is stored in Payload's Lexical format (DESIGN §7), whose link nodes keep their target
 * in `fields` (`linkType` custom with `url`, or internal with `doc: {relationTo, value}`, and
 * `newTab`). The inline editor uses Lexical's own link node (`url`, `target`, `rel`). These two
 * pure functions translate between them: an internal link travels through the editor as an
 * address under INTERNAL_LINK_BASE, which never reaches a page.
 */

import { isRecord, prop } from '@/lib/types/guards'

export const INTERNAL_LINK_BASE = 'https://internal.invalid/'

type Node = { type?: unknown; children?: unknown; [key: string]: unknown }
type State = { root: Node }

export type InternalTarget = { relationTo: string; id: number }

export function internalLinkUrl(target: InternalTarget): string {
  return `${INTERNAL_LINK_BASE}${target.relationTo}/${target.id}`
}

export function internalTargetOf(url: string): InternalTarget | null {
  if (!url.startsWith(INTERNAL_LINK_BASE)) return null
  const [, relationTo, id] = /^([a-z-]+)\/([1-9]\d{0,15})$/.exec(url.slice(INTERNAL_LINK_BASE.length)) ?? []
  return relationTo && id ? { relationTo, id: Number(id) } : null
}

/** An address as typed, with SPEC §9's default protocol https (paths, anchors, mail and phone links stay as they are). */
export function withDefaultProtocol(url: string): string {
  const trimmed = url.trim()
  if (trimmed === '' || /^(\/|#|[a-z][a-z0-9+.-]*:)/i.test(trimmed)) return trimmed
  return `https://${trimmed}`
}

function mapNodes(node: Node, map: (node: Node) => Node): Node {
  const mapped = map(node)
  const { children } = mapped
  return Array.isArray(children) ? { ...mapped, children: children.filter(isRecord).map((child) => mapNodes(child, map)) } : mapped
}

function isState(value: unknown): value is State {
  return isRecord(value) && isRecord(value.root)
}

function docId(value: unknown): number | null {
  if (typeof value === 'number') return value
  const id = prop(value, 'id')
  return typeof id === 'number' ? id : null
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** Payload's stored rich text → the editor's (links as Lexical link nodes); null when there is none. */
export function toEditorState(value: unknown): State | null {
  if (!isState(value)) return null
  return {
    root: mapNodes(value.root, (node) => {
      if (node.type !== 'link' && node.type !== 'autolink') return node
      const { fields, id: _id, ...rest } = node
      const doc = prop(fields, 'doc')
      const id = docId(prop(doc, 'value'))
      const relationTo = text(prop(doc, 'relationTo'))
      const url =
        prop(fields, 'linkType') === 'internal' && relationTo && id !== null
          ? internalLinkUrl({ relationTo, id })
          : (text(prop(fields, 'url')) ?? '')
      const newTab = Boolean(prop(fields, 'newTab'))
      return {
        ...rest,
        type: 'link',
        url,
        target: newTab ? '_blank' : null,
        rel: newTab ? 'noopener noreferrer' : null,
        title: null,
        version: 1,
      }
    }),
  }
}

/** The editor's rich text → Payload's stored format (links with `fields`). */
export function toPayloadState(value: unknown): State | null {
  if (!isState(value)) return null
  return {
    root: mapNodes(value.root, (node) => {
      if (node.type !== 'link' && node.type !== 'autolink') return node
      const { url, target, rel: _rel, title: _title, ...rest } = node
      const address = text(url) ?? ''
      const internal = internalTargetOf(address)
      const newTab = target === '_blank'
      const fields = internal
        ? { linkType: 'internal', newTab, doc: { relationTo: internal.relationTo, value: internal.id } }
        : { linkType: 'custom', newTab, url: address }
      return { ...rest, type: 'link', fields, version: 3 }
    }),
  }
}
