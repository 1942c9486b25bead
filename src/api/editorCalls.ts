import type { CallEntry } from './contract'

/**
 * The edit layer's calls (SPEC §7 page-editor writes and ours), a part of the contract of their own:
 * only the edit layer's script, which anonymous visitors never load, carries them.
 */
export const EDITOR_CALLS = {
  editorUser: { method: 'GET', path: '/{locale}/pageeditor-api/user', audience: 'editor', cache: 'private', spec: true },
  createModule: { method: 'POST', path: '/{locale}/pageeditor-api/{module}/', audience: 'editor', cache: 'private', spec: true },
  updateModule: { method: 'POST', path: '/{locale}/pageeditor-api/{module}/{id}/', audience: 'editor', cache: 'private', spec: true },
  patchModule: { method: 'PATCH', path: '/{locale}/pageeditor-api/{module}/{id}/', audience: 'editor', cache: 'private', spec: true },
  deleteModule: { method: 'DELETE', path: '/{locale}/pageeditor-api/{module}/{id}/', audience: 'editor', cache: 'private', spec: true },
  undo: { method: 'POST', path: '/{locale}/pageeditor-api/undo/', audience: 'editor', cache: 'private', spec: true },
  publish: { method: 'POST', path: '/{locale}/pageeditor-api/publish/', audience: 'editor', cache: 'private', spec: false },
  versions: { method: 'GET', path: '/{locale}/pageeditor-api/versions/', audience: 'editor', cache: 'private', spec: false },
  restoreVersion: { method: 'POST', path: '/{locale}/pageeditor-api/versions/{id}/', audience: 'editor', cache: 'private', spec: false },
  createContainer: { method: 'POST', path: '/{locale}/pageeditor-api/container/', audience: 'editor', cache: 'private', spec: true },
  presence: { method: 'POST', path: '/{locale}/pageeditor-api/presence/', audience: 'editor', cache: 'private', spec: false },
  translation: { method: 'POST', path: '/{locale}/pageeditor-api/translation/', audience: 'editor', cache: 'private', spec: false },
  media: { method: 'GET', path: '/{locale}/pageeditor-api/media/', audience: 'editor', cache: 'private', spec: false },
  uploadMedia: { method: 'POST', path: '/{locale}/pageeditor-api/media/', audience: 'editor', cache: 'private', spec: false },
  documents: { method: 'GET', path: '/{locale}/pageeditor-api/documents/', audience: 'editor', cache: 'private', spec: false },
} as const satisfies Record<string, CallEntry>

export type EditorCallName = keyof typeof EDITOR_CALLS
