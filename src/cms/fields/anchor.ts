import type { FieldHook, TextField } from 'payload'

import { validateAnchor } from '../rules/validation'

import { textRule } from '../blocks/validate'

/** Editors often type the anchor as they would link to it: `#programm` is stored as `programm`. */
const stripHash: FieldHook = ({ value }: { value?: unknown }) => (typeof value === 'string' ? value.trim().replace(/^#+/, '') : value)

/** `anchor`: the id a module gets, for `#…` links and the anchor list (letters, digits, `-`, `_`). */
export function anchorField(): TextField {
  return {
    name: 'anchor',
    type: 'text',
    label: { de: 'Anker (für #-Links)', en: 'Anchor (for # links)' },
    hooks: { beforeValidate: [stripHash] },
    validate: textRule(validateAnchor),
  }
}
