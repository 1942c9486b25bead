import type { FlattenedField, SanitizedCollectionConfig, SanitizedConfig } from 'payload'

import type { FieldKind, FieldKinds } from '../domain/cmsQuery'

const ID: FieldKind = { kind: 'id' }

/** What one field's values look like in a query; containers and anything else we do not check give null. */
function leafKind(field: FlattenedField): FieldKind | null {
  switch (field.type) {
    case 'number':
      return { kind: 'number' }
    case 'date':
      return { kind: 'date' }
    case 'checkbox':
      return { kind: 'checkbox' }
    case 'point':
      return { kind: 'point' }
    case 'select':
    case 'radio':
      return { kind: 'select', options: field.options.map((option) => (typeof option === 'string' ? option : option.value)) }
    case 'relationship':
    case 'upload':
      // Our ids are whole numbers; a polymorphic relation is queried by {relationTo, value}, left to Payload.
      return typeof field.relationTo === 'string' ? ID : null
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
    case 'richText':
    case 'json':
      return { kind: 'text' }
    default:
      return null
  }
}

/** A dotted path through groups, named tabs, arrays and single relations, as Payload's where resolves it. */
function resolve(config: SanitizedConfig, fields: readonly FlattenedField[], path: readonly string[], hops = 0): FieldKind | null {
  const [name, ...rest] = path
  if (name === undefined || hops > 4) return null
  if (name === 'id') return rest.length === 0 ? ID : null
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name)
  if (!field) return null
  if (rest.length === 0) return leafKind(field)
  if ('flattenedFields' in field && Array.isArray(field.flattenedFields))
    return resolve(config, field.flattenedFields as FlattenedField[], rest, hops + 1)
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
    const related = config.collections.find((collection) => collection.slug === field.relationTo)
    return related ? resolve(config, related.flattenedFields, rest, hops + 1) : null
  }
  return null
}

/**
 * The field kinds of a collection's query, for the REST guard's where checks: its own fields, or
 * for `/versions` the version document (parent, latest, version.<field>, timestamps).
 */
export function fieldKindsOf(config: SanitizedConfig, collection: SanitizedCollectionConfig | undefined, versions: boolean): FieldKinds {
  if (!collection) return () => null
  return (path) => {
    const segments = path.split('.')
    if (!versions) return resolve(config, collection.flattenedFields, segments)
    const [first, ...rest] = segments
    if (first === 'version') return resolve(config, collection.flattenedFields, rest)
    if (first === 'parent' || first === 'id') return rest.length === 0 ? ID : null
    if (first === 'latest' || first === 'autosave' || first === 'snapshot') return rest.length === 0 ? { kind: 'checkbox' } : null
    if (first === 'createdAt' || first === 'updatedAt') return rest.length === 0 ? { kind: 'date' } : null
    return null
  }
}
