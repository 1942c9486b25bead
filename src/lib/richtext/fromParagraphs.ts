/**
 * Lexical rich text (Payload's stored format) from plain paragraphs: what the seed and tests use to
 * build content without the editor.
 */
export type LexicalText = {
  type: 'text'
  text: string
  format: number
  detail: number
  mode: 'normal'
  style: string
  version: 1
}
export type LexicalParagraph = {
  type: 'paragraph'
  children: LexicalText[]
  direction: 'ltr'
  format: ''
  indent: number
  version: 1
  textFormat: number
  textStyle: string
}
export type LexicalRoot = {
  root: { type: 'root'; children: LexicalParagraph[]; direction: 'ltr'; format: ''; indent: number; version: 1 }
}

export function richTextFromParagraphs(paragraphs: readonly string[]): LexicalRoot {
  return {
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      })),
    },
  }
}

/** The plain text of Lexical content, paragraphs joined by blank lines (for teasers and search). */
export function plainTextFromRichText(value: unknown): string {
  const blocks: string[] = []
  const walk = (node: unknown, out: string[]): void => {
    if (!node || typeof node !== 'object') return
    if ('text' in node && typeof node.text === 'string') out.push(node.text)
    if ('children' in node && Array.isArray(node.children)) for (const child of node.children) walk(child, out)
  }
  const root = value && typeof value === 'object' && 'root' in value ? value.root : null
  if (root && typeof root === 'object' && 'children' in root && Array.isArray(root.children)) {
    for (const child of root.children) {
      const parts: string[] = []
      walk(child, parts)
      if (parts.length > 0) blocks.push(parts.join(''))
    }
  }
  return blocks.join('\n\n')
}
