/** The id of a field's input from its path ('children.0.text' → 'edit-field-children-0-text'). */
export function fieldId(path: string): string {
  return `edit-field-${path.replace(/[^A-Za-z0-9_-]+/g, '-')}`
}

/** A field's path inside its parent's ('' for the module itself). */
export function childPath(parent: string, name: string | number): string {
  return parent ? `${parent}.${name}` : String(name)
}
