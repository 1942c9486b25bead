import { DEPARTMENTS, type Department, isDepartment } from '@/cms/vocabulary'

/** People grouped by department in the list's order; those without one come last, under no heading. */
export function groupByDepartment<P extends { department?: string | null }>(
  people: readonly P[],
): { department: Department | null; people: P[] }[] {
  const groups = [...DEPARTMENTS, null].map((department) => ({
    department,
    people: people.filter((person) => (isDepartment(person.department) ? person.department : null) === department),
  }))
  return groups.filter((group) => group.people.length > 0)
}
