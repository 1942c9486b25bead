import type { Field, FieldAccess } from 'payload'

/**
 * What marks a field as the system's own (its `custom.system`): the sweep test
 * (`src/cms/access/systemFields.int.test.ts`) finds every such field by it.
 */
export const SYSTEM_FIELD = 'system'

const nobody: FieldAccess = () => false

/** Marks a system field that every save sets anew (who saved last): it changes with any write, but never to what was sent. */
export const SET_ON_SAVE = 'setOnSave'

/** Whether a field is marked as written by the system alone. */
export function isSystemField(field: { custom?: Record<string, unknown> }): boolean {
  return field.custom?.[SYSTEM_FIELD] === true
}

/**
 * A field the system writes for itself (tokens, expiries, digests, payment state, counters, the
 * client key of a hold, verification flags): nobody, administrators included, creates or changes it
 * through Payload's REST API or the admin (field access applies whenever `overrideAccess` is false),
 * and the admin shows it read-only. The server's own operations write it with `overrideAccess`.
 * Who may read it stays as the field says (a `read` access of its own, or the collection's).
 */
export function systemField<F extends Field>(field: F, options: { setOnSave?: boolean } = {}): F {
  if (!('name' in field)) throw new Error('A system field needs a name')
  const access = 'access' in field && field.access ? field.access : {}
  return {
    ...field,
    access: { ...access, create: nobody, update: nobody },
    admin: { ...field.admin, readOnly: true },
    custom: { ...field.custom, [SYSTEM_FIELD]: true, ...(options.setOnSave ? { [SET_ON_SAVE]: true } : {}) },
  }
}
