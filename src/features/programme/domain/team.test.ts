import { describe, expect, it } from 'vitest'

import { groupByDepartment } from './team'

describe('team list grouping', () => {
  it('groups people by department in the list’s order, keeping their order; no department comes last', () => {
    const people = [
      { name: 'A', department: 'artists' },
      { name: 'B', department: 'direction' },
      { name: 'C', department: null },
      { name: 'D', department: 'artists' },
      { name: 'E', department: 'unknown' },
    ]
    expect(groupByDepartment(people).map((group) => [group.department, group.people.map((person) => person.name)])).toEqual([
      ['direction', ['B']],
      ['artists', ['A', 'D']],
      [null, ['C', 'E']],
    ])
    expect(groupByDepartment([])).toEqual([])
  })
})
