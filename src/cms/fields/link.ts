import type { Field, TextField, TextFieldSingleValidation, Validate } from 'payload'

import { validateLinkPresent, validateLinkUrl } from '../rules/validation'

import { editorLocale, textRule } from '../blocks/validate'

type Label = { de: string; en: string }

/** A typed address (`/…`, `#…`, https, mailto, tel); never `javascript:` or a bare word. */
export function urlField({ name, label, required = false }: { name: string; label: Label; required?: boolean }): TextField {
  return { name, type: 'text', label, required, validate: safeLinkUrl }
}

const safeLinkUrl = textRule(validateLinkUrl)

/** `link_url` of a required link: Payload's text check, a safe address, and a page or an address. */
const requiredLinkUrl: Validate<string, unknown, { link?: unknown }, TextField> = async (value, options) => {
  const builtIn = await safeLinkUrl(value, options)
  if (builtIn !== true) return builtIn
  return validateLinkPresent(options.siblingData.link, value, editorLocale(options.req))
}

/**
 * A module's link: `link`, an internal page (its path follows the page), or `link_url`, a typed
 * address (external, anchor or path). The page wins when both are set. `required` asks for one of
 * them; the message stands at the address.
 */
export function linkFields({ required = false }: { required?: boolean } = {}): Field[] {
  const linkUrlValidate: TextFieldSingleValidation = required ? requiredLinkUrl : safeLinkUrl
  return [
    { name: 'link', type: 'relationship', relationTo: 'pages', label: { de: 'Interne Seite', en: 'Internal page' } },
    { name: 'link_url', type: 'text', label: { de: 'oder Adresse', en: 'or address' }, validate: linkUrlValidate },
  ]
}
