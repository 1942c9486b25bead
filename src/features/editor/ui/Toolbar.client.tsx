'use client'

import * as Menu from '@radix-ui/react-dropdown-menu'
import { useCallback, useState } from 'react'

import { EXIT_PREVIEW_PATH } from '@/features/shell/domain/requestRules'

import { TOOLBAR_TYPES } from '../domain/moduleTypes'
import type { StoredModule } from '../domain/tree'
import type { Send, Show } from './EditorRoot.client'
import { endOfDocument, useEditor } from './editorContext'
import { PublishDialog } from './PublishDialog.client'
import { VersionsDialog } from './VersionsDialog.client'

type Props = {
  others: string[]
  savedAt: Date | null
  canUndo: boolean
  onUndo: () => void
  onAdd: (type: string) => void
  send: Send
  show: Show
  stamp: () => string
}

/** A path with the editor's flags set or removed. */
function withFlags(path: string, flags: Record<string, string | null>): string {
  const url = new URL(path, 'http://site.invalid')
  for (const [key, value] of Object.entries(flags)) {
    if (value === null) url.searchParams.delete(key)
    else url.searchParams.set(key, value)
  }
  return `${url.pathname}${url.search.replace(/=(?=&|$)/g, '')}`
}

/**
 * SPEC §6 toolbar: module types, save state, undo, versions, publish, preview as a visitor, the
 * language switch and the back-office menus (SPEC §7 user call's admin_menus and the admin edit
 * link of this document), plus copying a module from the other language.
 */
export function Toolbar({ others, savedAt, canUndo, onUndo, onAdd, send, show, stamp }: Props) {
  const { state, t, busy } = useEditor()
  const [dialog, setDialog] = useState<'publish' | 'versions' | null>(null)
  const closeDialog = useCallback(() => setDialog(null), [])
  const label = (type: string) => state.forms[type]?.label[state.locale] ?? type
  const otherName = t.languages[state.other.locale]
  const time = savedAt ? savedAt.toLocaleTimeString(state.locale === 'de' ? 'de-DE' : 'en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' }) : null

  if (!state.editing) {
    return (
      <div className="edit-toolbar edit-toolbar--preview" role="region" aria-label={t.toolbar}>
        {state.version ? (
          <>
            <p className="edit-toolbar__status">{t.versionBanner(new Date(state.version.updated_at).toLocaleString(state.locale === 'de' ? 'de-DE' : 'en-GB', { timeZone: 'Europe/Berlin' }), state.version.author)}</p>
            {state.version.notInVersion > 0 && <p className="edit-toolbar__status">{t.notInVersion(state.version.notInVersion)}</p>}
          </>
        ) : (
          <p className="edit-toolbar__status">{t.preview}</p>
        )}
        <a className="edit-button edit-button--primary" href={withFlags(state.path, { v: null, edit: '' })}>
          {state.version ? t.backToDraft : t.backToEditing}
        </a>
        {state.version && (
          <button type="button" className="edit-button" onClick={() => setDialog('versions')}>
            {t.versions}
          </button>
        )}
        <a className="edit-button" href={`${EXIT_PREVIEW_PATH}?${new URLSearchParams({ path: state.path })}`}>
          {t.leave}
        </a>
        {dialog === 'versions' && <VersionsDialog send={send} show={show} onClose={closeDialog} />}
      </div>
    )
  }

  const copyable = state.other.modules
  // A detail page's editable section has no preview of its own: the page shows it in place.
  const isPage = state.doc.startsWith('pages:')
  return (
    <div className="edit-toolbar" role="region" aria-label={t.toolbar}>
      <p className="edit-toolbar__status">
        <span className={state.unpublished ? 'edit-badge edit-badge--draft' : 'edit-badge'}>{state.unpublished ? t.unpublished : t.published}</span>{' '}
        <span aria-live="polite">{busy ? t.saving : time ? t.savedAt(time) : ''}</span>
      </p>
      {others.length > 0 && (
        <p className="edit-toolbar__presence" role="status">
          {t.alsoEditing(others.join(', '))}
        </p>
      )}
      {state.changedSinceOther.length > 0 && <p className="edit-toolbar__status">{t.changedSinceCount(state.changedSinceOther.length, t.languageAdjective[state.other.locale])}</p>}
      <div className="edit-toolbar__actions">
        <Menu.Root>
          <Menu.Trigger className="edit-button edit-button--primary" disabled={busy}>
            {t.addModule}
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content className="edit-menu" align="start" sideOffset={4}>
              <Menu.Label className="edit-menu__label">{t.toolbarTypes}</Menu.Label>
              {state.toolbar.slice(0, TOOLBAR_TYPES.length).map((type) => (
                <Menu.Item key={type} className="edit-menu__item" onSelect={() => onAdd(type)}>
                  {label(type)}
                </Menu.Item>
              ))}
              <Menu.Separator className="edit-menu__separator" />
              <Menu.Label className="edit-menu__label">{t.newerTypes}</Menu.Label>
              {state.toolbar.slice(TOOLBAR_TYPES.length).map((type) => (
                <Menu.Item key={type} className="edit-menu__item" onSelect={() => onAdd(type)}>
                  {label(type)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
        <button type="button" className="edit-button" disabled={!canUndo || busy} onClick={onUndo}>
          {t.undo}
        </button>
        <Menu.Root>
          <Menu.Trigger className="edit-button" disabled={busy}>
            {t.copyFrom(otherName)}
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content className="edit-menu" align="start" sideOffset={4}>
              {copyable.length === 0 ? (
                <Menu.Item className="edit-menu__item" disabled>
                  {t.nothingToCopy}
                </Menu.Item>
              ) : (
                copyable.map((module, index) => (
                  <Menu.Item key={module.id ?? index} className="edit-menu__item" onSelect={() => void copyModule(module)}>
                    {`${label(module.blockType)}: ${summary(module)}`}
                  </Menu.Item>
                ))
              )}
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
        <button type="button" className="edit-button" disabled={busy} onClick={() => setDialog('versions')}>
          {t.versions}
        </button>
        <button type="button" className="edit-button edit-button--primary" disabled={busy} onClick={() => setDialog('publish')}>
          {t.publish}
        </button>
        {isPage && (
          <a className="edit-button" href={withFlags(state.path, { edit: null })}>
            {t.preview}
          </a>
        )}
        <nav aria-label={t.language} className="edit-toolbar__languages">
          {(['de', 'en'] as const).map((locale) => {
            const path = state.links[locale]
            if (!path) return null
            return locale === state.locale ? (
              <span key={locale} aria-current="page" className="edit-button edit-button--current" lang={locale}>
                {locale.toUpperCase()}
              </span>
            ) : (
              <a key={locale} className="edit-button" href={withFlags(path, { edit: '' })} hrefLang={locale} lang={locale} title={t.languages[locale]}>
                {locale.toUpperCase()}
              </a>
            )
          })}
        </nav>
        <Menu.Root>
          <Menu.Trigger className="edit-button">{t.adminMenu}</Menu.Trigger>
          <Menu.Portal>
            <Menu.Content className="edit-menu" align="end" sideOffset={4}>
              <Menu.Item asChild className="edit-menu__item">
                <a href={state.adminEditUrl}>{t.adminEdit}</a>
              </Menu.Item>
              <Menu.Separator className="edit-menu__separator" />
              {state.adminMenus.map((link) => (
                <Menu.Item key={link.url} asChild className="edit-menu__item">
                  <a href={link.url}>{link.title}</a>
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
        <a className="edit-button" href={`${EXIT_PREVIEW_PATH}?${new URLSearchParams({ path: state.path })}`}>
          {t.leave}
        </a>
      </div>
      {dialog === 'publish' && <PublishDialog send={send} show={show} stamp={stamp} onClose={closeDialog} />}
      {dialog === 'versions' && <VersionsDialog send={send} show={show} onClose={closeDialog} />}
    </div>
  )

  async function copyModule(module: StoredModule) {
    const { id: _id, blockType, ...fields } = module
    await send({ method: 'POST', path: `${blockType.toLowerCase()}/`, body: { module: fields, at: endOfDocument(state.doc) }, alert: t.saved, backup: true })
  }
}

/** A few words of a module to recognise it by in a list. */
function summary(module: StoredModule): string {
  for (const key of ['content', 'headline', 'link_text', 'title', 'text', 'author', 'video_url', 'embed']) {
    const value = module[key]
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 40)
  }
  return `#${(module.id ?? '').slice(-4)}`
}
