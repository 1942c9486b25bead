import { describe, expect, it } from 'vitest'

import { redirectRuleProblem } from './redirectRules'

describe('redirectRuleProblem', () => {
  it('refuses a rule to itself, also with a trailing slash, a query or an escape', () => {
    expect(redirectRuleProblem({ old_path: '/de/alt', new_path: '/de/alt' }, [])).toBe('self')
    expect(redirectRuleProblem({ old_path: '/de/alt/', new_path: '/de/alt?x=1' }, [])).toBe('self')
    expect(redirectRuleProblem({ old_path: '/de/b%C3%BChne', new_path: '/de/bühne' }, [])).toBe('self')
  })

  it('refuses a rule that closes a loop with existing rules', () => {
    const existing = [
      { old_path: '/de/b', new_path: '/de/c' },
      { old_path: '/de/c', new_path: '/de/a' },
    ]
    expect(redirectRuleProblem({ old_path: '/de/a', new_path: '/de/b' }, existing)).toBe('loop')
  })

  it('accepts chains that end', () => {
    const existing = [{ old_path: '/de/b', new_path: '/de/c' }]
    expect(redirectRuleProblem({ old_path: '/de/a', new_path: '/de/b' }, existing)).toBeNull()
    expect(redirectRuleProblem({ old_path: '/de/a', new_path: '/en/a' }, [])).toBeNull()
  })
})
