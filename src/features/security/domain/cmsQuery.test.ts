import { describe, expect, it } from 'vitest'

import { type FieldKind, flattenQuery, keySegments, queryProblem } from './cmsQuery'

const KINDS: Record<string, FieldKind> = {
  id: { kind: 'id' },
  venue: { kind: 'id' },
  sort: { kind: 'number' },
  date_start: { kind: 'date' },
  is_online: { kind: 'checkbox' },
  _status: { kind: 'select', options: ['draft', 'published'] },
  title: { kind: 'text' },
}
const problem = (query: string) => queryProblem(new URLSearchParams(query), (path) => KINDS[path] ?? null)

describe('queryProblem', () => {
  it('accepts what the admin and our own code send', () => {
    for (const query of [
      'limit=10&page=2&depth=1',
      'where[title][equals]=x',
      'where[or][0][title][like]=Gez&where[or][1][id][equals]=4',
      'where[id][in]=1,2,3',
      'where[id][in][0]=1&where[id][in][1]=2',
      'where[date_start][greater_than]=2026-12-01T00:00:00.000Z',
      'where[is_online][equals]=true&where[_status][equals]=published',
      'where[venue][exists]=false&draft=true&locale=en&sort=-date_start',
      'where[unknown][equals]=left to Payload',
    ]) {
      expect(problem(query), query).toBeNull()
    }
  })

  it('refuses paging given twice, as lists or objects, or out of range', () => {
    for (const query of [
      'limit=1e309',
      'limit=-1',
      'limit=abc',
      'page=0',
      'page=1.5',
      'depth=99',
      'limit=99999999999',
      'limit=Infinity',
      'limit=5&limit=6',
      'limit[]=5',
      'limit[a]=5',
      'page[]=2',
      'depth[0]=1',
      'draft=maybe',
      'locale[]=de',
    ]) {
      expect(problem(query)?.status, query).toBe(400)
    }
  })

  it('refuses where clauses of the wrong shape or with values their field cannot hold', () => {
    for (const query of [
      'where=abc',
      'where[id]=1',
      'where[id][equals]=abc',
      'where[id][in]=a,b',
      'where[id][equals][]=1',
      'where[id][equals]=1&where[id][equals]=2',
      'where[id][greater_than]=Infinity',
      'where[id][equals]=1e400',
      'where[venue][equals]=abc',
      'where[date_start][greater_than]=notadate',
      'where[date_start][equals]=Infinity',
      'where[title][equals][a]=b',
      'where[title][near]=1,2',
      'where[id][like]=1',
      'where[is_online][equals]=maybe',
      'where[_status][equals]=zzz',
      'where[title][whatever]=x',
      'where[or][x][title][equals]=a',
      'where[id][exists]=maybe',
      'where[a][b][c][d][e][f][g][h][i][j][k]=x',
      'where[title=x',
    ]) {
      expect(problem(query)?.status, query).toBe(400)
    }
  })

  it('reads a method override’s JSON body the way qs reads brackets', () => {
    expect(flattenQuery({ limit: 5, where: { id: { in: [1, 2] } } })).toEqual([
      ['limit', '5'],
      ['where[id][in][0]', '1'],
      ['where[id][in][1]', '2'],
    ])
    expect(queryProblem(flattenQuery({ limit: 'x' }))?.status).toBe(400)
    expect(queryProblem(flattenQuery({ where: { id: { equals: 'abc' } } }), (path) => KINDS[path] ?? null)?.status).toBe(400)
  })

  it('splits bracket keys', () => {
    expect(keySegments('where[or][0][title][equals]')).toEqual(['where', 'or', '0', 'title', 'equals'])
    expect(keySegments('limit')).toEqual(['limit'])
    expect(keySegments('where[a')).toBeNull()
    expect(keySegments('where]')).toBeNull()
  })
})
