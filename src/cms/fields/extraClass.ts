import type { TextField } from 'payload'

/** `extra_class`: a CSS class the module's wrapper gets in addition to its own. */
export function extraClassField(): TextField {
  return { name: 'extra_class', type: 'text', label: { de: 'Zusätzliche CSS-Klasse', en: 'Extra CSS class' } }
}
