import 'server-only'

import { getLocalI18n, type Payload, type TypedUser } from 'payload'

import { moduleBlocks } from '@/cms/blocks'
import { LOCALES, type Locale } from '@/i18n/locales'

import { type BlockForm, blockForm } from '@/cms/blocks/formSchema'
import { altChecks, imageUploads, isBlocking, type PublishCheck, requiredChecks, translationChecks } from '../domain/publishChecks'
import { allModules, type EditTree, type StoredModule } from '../domain/tree'
import { type DocRef, type EditorFailure, exclusiveOn, loadDraft, mayEdit, type Saved, writeDraft } from './documents'
import { Input } from './documents'
import { payloadFieldErrors } from '@/lib/payload/errors'

let forms: Record<string, BlockForm> | null = null

/** Every module's edit form by block slug, derived once from the block configs. */
export function blockForms(): Record<string, BlockForm> {
  forms ??= Object.fromEntries(moduleBlocks.map((block) => [block.slug, blockForm(block)]))
  return forms
}

/** Undo (SPEC §4 backups): the draft becomes the backup the editor's stack holds, if it fits the document. */
export async function restoreBackup(input: Input & { base: string; backup: EditTree }): Promise<Saved | EditorFailure> {
  const kind = input.ref.collection === 'pages' ? 'page' : 'container'
  return writeDraft({
    ...input,
    edit: () => (input.backup.kind === kind ? { ok: true, tree: input.backup } : { ok: false, error: 'bad-slot' }),
  })
}

type PageFacts = { title: string | null; modules: StoredModule[] }

async function factsIn(payload: Payload, user: TypedUser, ref: DocRef, locale: Locale): Promise<PageFacts> {
  const draft = await loadDraft(payload, user, locale, ref)
  return { title: draft?.title ?? (ref.collection === 'containers' ? 'container' : null), modules: draft ? allModules(draft.tree) : [] }
}

/** The checks before publishing, for both languages. */
export async function publishChecks({ payload, user, ref }: Omit<Input, 'locale'>): Promise<PublishCheck[]> {
  const [de, en] = await Promise.all([factsIn(payload, user, ref, 'de'), factsIn(payload, user, ref, 'en')])
  const facts: Record<Locale, PageFacts> = { de, en }
  const checks: PublishCheck[] = []
  const all = blockForms()
  for (const locale of LOCALES) {
    const ids = [...new Set(facts[locale].modules.flatMap((module) => imageIds(module, all)))]
    const media =
      ids.length === 0
        ? []
        : (
            await payload.find({
              collection: 'media',
              locale,
              fallbackLocale: false,
              where: { id: { in: ids } },
              pagination: false,
              depth: 0,
              select: { alt: true },
              overrideAccess: false,
              user,
            })
          ).docs
    const withAlt = new Set(media.filter((doc) => typeof doc.alt === 'string' && doc.alt.trim() !== '').map((doc) => doc.id))
    checks.push(...requiredChecks(locale, facts[locale].modules, all))
    checks.push(...altChecks(locale, facts[locale].modules, all, (id) => withAlt.has(id)))
  }
  if (ref.collection === 'pages') {
    checks.push(
      ...translationChecks({
        de: { title: facts.de.title, modules: facts.de.modules.length },
        en: { title: facts.en.title, modules: facts.en.modules.length },
      }),
    )
  }
  return checks
}

function imageIds(module: StoredModule, all: Record<string, BlockForm>): number[] {
  return imageUploads(module, all).map((entry) => entry.mediaId)
}

export type Published = { ok: true; published: boolean; stamp: string; checks: PublishCheck[] }
export type PublishFailure = EditorFailure | { ok: false; code: 'checks'; checks: PublishCheck[] }

/**
 * Publishes the editor's draft (all languages), after the checks: a dry run only reports them;
 * otherwise warnings need `confirm`, and fields that must be filled block publishing. Refused when
 * the draft changed since `base`.
 */
export async function publishDraft(
  input: Input & { base: string; dryRun: boolean; confirm: boolean },
): Promise<Published | PublishFailure> {
  if (!mayEdit(input.user)) return { ok: false, code: 'forbidden' }
  // In the document's write queue: no save can slip between the version check and publishing.
  return exclusiveOn(input.ref, () => publishChecked(input))
}

async function publishChecked(input: Input & { base: string; dryRun: boolean; confirm: boolean }): Promise<Published | PublishFailure> {
  const { payload, user, locale, ref } = input
  const draft = await loadDraft(payload, user, locale, ref)
  if (!draft) return { ok: false, code: 'not-found' }
  if (draft.stamp !== input.base) return { ok: false, code: 'conflict', stamp: draft.stamp }
  const checks = await publishChecks(input)
  if (input.dryRun) return { ok: true, published: false, stamp: draft.stamp, checks }
  if (checks.some(isBlocking) || (checks.length > 0 && !input.confirm)) return { ok: false, code: 'checks', checks }
  try {
    const i18n = await getLocalI18n({ config: payload.config, language: locale })
    const saved = (await payload.update({
      collection: ref.collection,
      id: ref.id,
      locale,
      data: { _status: 'published' },
      draft: false,
      depth: 0,
      user,
      overrideAccess: false,
      req: { i18n, t: i18n.t },
    })) as unknown as {
      updatedAt: string
    }
    return { ok: true, published: true, stamp: saved.updatedAt, checks }
  } catch (error) {
    const errors = payloadFieldErrors(error)
    if (!errors) throw error
    return {
      ok: false,
      code: 'checks',
      checks: errors.map((entry) => ({ kind: 'invalid', locale, path: entry.path, message: entry.message })),
    }
  }
}
