import type { TextField } from 'payload'

type Label = { de: string; en: string }

/** A plain, non-localised text field of a content module. */
export function textField(name: string, label: Label, options: { required?: boolean; maxLength?: number } = {}): TextField {
  return {
    name,
    type: 'text',
    label,
    required: options.required ?? false,
    ...(options.maxLength === undefined ? {} : { maxLength: options.maxLength }),
  }
}
