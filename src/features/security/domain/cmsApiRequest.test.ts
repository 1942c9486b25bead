import { describe, expect, it } from 'vitest'

import { contentTypeProblem, fileNameProblem, pathProblem, type CollectionShape } from './cmsApiRequest'

const collections: CollectionShape[] = [
  { slug: 'pages', versions: true, firstSegments: ['', ':id', 'count', 'access', 'versions'] },
  { slug: 'media', versions: false, firstSegments: ['', ':id', 'count', 'access', 'versions', 'file', 'paste-url'] },
  {
    slug: 'customers',
    versions: false,
    firstSegments: ['', ':id', 'login', 'logout', 'me', 'forgot-password', 'reset-password', 'unlock'],
  },
  { slug: 'payload-preferences', versions: false, firstSegments: ['', ':id', ':key'] },
]

describe('pathProblem', () => {
  it('lets numeric ids and named routes through', () => {
    for (const path of [
      ['pages'],
      ['pages', '12'],
      ['pages', 'count'],
      ['pages', 'versions', '3'],
      ['customers', 'me'],
      ['media', 'file', 'a.jpg'],
      ['payload-preferences', 'nav'],
      ['unknown', 'x'],
    ]) {
      expect(pathProblem(path, collections), path.join('/')).toBeNull()
    }
  })

  it('answers 404 for ids that cannot exist and versions of unversioned collections', () => {
    for (const path of [
      ['pages', 'abc'],
      ['pages', '0'],
      ['pages', '1e3'],
      ['pages', '99999999999999999999'],
      ['media', 'versions'],
      ['pages', 'versions', 'x'],
    ]) {
      expect(pathProblem(path, collections)?.status, path.join('/')).toBe(404)
    }
  })
})

describe('contentTypeProblem', () => {
  it('takes JSON and forms, refuses other bodies with 415', () => {
    expect(contentTypeProblem('application/json; charset=utf-8', true)).toBeNull()
    expect(contentTypeProblem('multipart/form-data; boundary=x', true)).toBeNull()
    expect(contentTypeProblem('text/plain', true)?.status).toBe(415)
    expect(contentTypeProblem(null, true)?.status).toBe(415)
    expect(contentTypeProblem(null, false)).toBeNull()
  })
})

describe('fileNameProblem', () => {
  it('refuses control characters and paths in upload names', () => {
    expect(fileNameProblem('plakat.jpg')).toBeNull()
    expect(fileNameProblem('pla\u0000kat.jpg')?.status).toBe(400)
    expect(fileNameProblem('../../etc/passwd')?.status).toBe(400)
  })
})
