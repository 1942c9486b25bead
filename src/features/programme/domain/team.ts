/** The departments of the team list, in the order the list shows them (the back office's choices). */
export const DEPARTMENTS = ['direction', 'dramaturgy', 'production', 'communication', 'artists'] as const
export type Department = (typeof DEPARTMENTS)[number]

export function isDepartment(value: unknown): value is Department {
  return typeof value === 'string' && (DEPARTMENTS as readonly string[]).includes(value)
}

/** People grouped by department in the list's order; those without one come last, under no heading. */
export function groupByDepartment<P extends { department?: string | null }>(people: readonly P[]): { department: Department | null; people: P[] }[] {
  const groups = [...DEPARTMENTS, null].map((department) => ({ department, people: people.filter((person) => (isDepartment(person.department) ? person.department : null) === department) }))
  return groups.filter((group) => group.people.length > 0)
}
