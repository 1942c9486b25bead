import type { BlockForm, FormField, Label } from '@/cms/blocks/formSchema'
import { isEmptyValue, richTextPlain } from './history'
import type { StoredModule } from './tree'
import { type Locale, otherLocale } from '@/i18n/locales'
import { isRecord } from '@/lib/types/guards'

/**
 * Checks before publishing (beyond SPEC): an image without alt text, a page without its
 * counterpart in the other language, fields that must be filled (blocking), and accessibility
 * problems the edit layer finds in the draft with axe. Pure: the server gathers the facts.
 */

export type PublishCheck =
  | { kind: 'alt-missing'; locale: Locale; module_id: string; module_type: string; media_id: number }
  | { kind: 'translation-missing'; locale: Locale }
  | { kind: 'invalid'; locale: Locale; path: string; message: string }
  | { kind: 'required-empty'; locale: Locale; module_id: string; module_type: string; field: Label }
  | { kind: 'axe'; rule: string; help: string; count: number }

/** Only missing required fields keep a page from being published; the rest is the editor's call. */
export function isBlocking(check: PublishCheck): boolean {
  return check.kind === 'invalid' || check.kind === 'required-empty'
}

/** Whether a field is left empty (rich text without any text counts as empty). */
function isEmptyField(field: FormField, value: unknown): boolean {
  return isEmptyValue(value) || (field.kind === 'richText' && richTextPlain(value) === '')
}

/**
 * Fields SPEC §5 requires that a module of one language leaves empty, a list module without any
 * entry included (issue 24): drafts are checked on every save, but a module saved before a rule
 * or through another way can still be empty, and publishing it is refused.
 */
export function requiredChecks(locale: Locale, modules: StoredModule[], forms: Record<string, BlockForm>): PublishCheck[] {
  return modules.flatMap((module) => {
    const form = forms[module.blockType]
    if (!form) return []
    return form.fields.flatMap((field): PublishCheck[] => {
      const needsRows = (field.kind === 'array' || field.kind === 'blocks' || field.kind === 'relationship') && (field.minRows ?? 0) > 0
      if (field.kind === 'checkbox' || !(field.required || needsRows) || !isEmptyField(field, module[field.name])) return []
      return [{ kind: 'required-empty', locale, module_id: module.id ?? '', module_type: module.blockType, field: field.label }]
    })
  })
}

/** The image uploads of one module (fields whose form offers images), nested lists included, with the module they stand in. */
export function imageUploads(
  module: StoredModule,
  forms: Record<string, BlockForm>,
): { moduleId: string; moduleType: string; mediaId: number }[] {
  const form = forms[module.blockType]
  if (!form) return []
  const found: { moduleId: string; moduleType: string; mediaId: number }[] = []
  const walk = (fields: FormField[], values: Record<string, unknown>) => {
    for (const field of fields) {
      const value = values[field.name]
      if (field.kind === 'upload' && (field.media === 'image' || field.media === 'any') && typeof value === 'number') {
        found.push({ moduleId: module.id ?? '', moduleType: module.blockType, mediaId: value })
      } else if (field.kind === 'array' && Array.isArray(value)) {
        for (const row of value) if (isRecord(row)) walk(field.fields, row)
      } else if (field.kind === 'blocks' && Array.isArray(value)) {
        for (const child of value as StoredModule[])
          found.push(...imageUploads(child, forms).map((entry) => ({ ...entry, moduleId: module.id ?? '', moduleType: module.blockType })))
      }
    }
  }
  walk(form.fields, module)
  return found
}

/** Alt-text checks for the modules of one language, given which media have an alt text in it. */
export function altChecks(
  locale: Locale,
  modules: StoredModule[],
  forms: Record<string, BlockForm>,
  hasAlt: (mediaId: number) => boolean,
): PublishCheck[] {
  const seen = new Set<string>()
  return modules.flatMap((module) =>
    imageUploads(module, forms).flatMap((entry): PublishCheck[] => {
      const key = `${entry.moduleId}:${entry.mediaId}`
      if (hasAlt(entry.mediaId) || seen.has(key)) return []
      seen.add(key)
      return [{ kind: 'alt-missing', locale, module_id: entry.moduleId, module_type: entry.moduleType, media_id: entry.mediaId }]
    }),
  )
}

/** A language lacks the page when it has neither a title nor modules while the other has modules. */
export function translationChecks(byLocale: Record<Locale, { title: string | null; modules: number }>): PublishCheck[] {
  return (['de', 'en'] as const).flatMap((locale): PublishCheck[] => {
    const other = otherLocale(locale)
    const mine = byLocale[locale]
    return byLocale[other].modules > 0 && (!mine.title || mine.modules === 0) ? [{ kind: 'translation-missing', locale }] : []
  })
}
