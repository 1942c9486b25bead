import type { BlockForm } from '@/cms/blocks/formSchema'
import type { FieldChange } from './history'
import type { StoredModule } from './tree'
import type { Locale } from '@/i18n/locales'

export type AdminLink = { title: string; url: string }

/** In a version preview: how a module differs from the state it is compared with, and its words in each. */
export type FrameDiff = {
  kind: 'changed' | 'only-here'
  before: string | null
  after: string | null
  /** Each field changed, its words before and after (issue 45: compared side by side, changed words marked). */
  fields: FieldChange[]
}

export type VersionPreview = {
  id: string
  updated_at: string
  author: string | null
  status: 'draft' | 'published'
  /** Modules of the compared state (the draft, or `compare`) this version lacks. */
  notInVersion: number
  /** The older version this one is compared with (issue 24), else the current draft. */
  compare: { id: string; updated_at: string } | null
}

/**
 * What the server hands the edit layer for one document in one language (plain data): the draft's
 * version, its modules as stored (to fill the edit forms), every module's form, the other
 * language's modules (to copy from), and the links the toolbar offers.
 */
export type EditorState = {
  locale: Locale
  /** The document written to: `pages:12` or `containers:5`. */
  doc: string
  stamp: string
  status: 'draft' | 'published'
  /** Whether the draft differs from what the public sees. */
  unpublished: boolean
  title: string
  forms: Record<string, BlockForm>
  /** Module types the toolbar offers, SPEC's toolbar types first. */
  toolbar: string[]
  /** This language's modules by id (section children included), as stored. */
  modules: Record<string, StoredModule>
  /** The other language's modules in order (sections' children after their section), to copy from. */
  other: { locale: Locale; modules: StoredModule[] }
  /** The other language's modules changed since this language was last edited (this language may need updating). */
  otherChanged: string[]
  /** Whether visitors may see the document (its `is_online` switch); an offline page answers them 404. */
  online: boolean
  /** The page's path in each language that has one (language switch); a language without one has no version yet. */
  links: Partial<Record<Locale, string>>
  path: string
  adminMenus: AdminLink[]
  /** The back office's edit view of this document. */
  adminEditUrl: string
  version: VersionPreview | null
  /** The layer shows outlines and controls (`?edit`), or only the preview bar. */
  editing: boolean
  toolbarShown: boolean
}
