'use client'

import * as Menu from '@radix-ui/react-dropdown-menu'
import { useCallback, useRef, useState } from 'react'

import { EXIT_PREVIEW_PATH } from '@/features/shell/domain/requestRules'
import { formatDateTime, formatTime } from '@/lib/time/format'

import { TOOLBAR_TYPES } from '../domain/moduleTypes'
import type { PublishCheck } from '../domain/publishChecks'
import { type Send, type Show, useEditor } from './editorContext'
import { axeChecks, PublishDialog } from './PublishDialog.client'
import { VersionsDialog } from './VersionsDialog.client'
import { focusSoon } from './focus'
import { startTitle } from './texts'
import { namesIn } from './usePresence'
import type { Locale } from '@/i18n/locales'

type Props = {
  others: string[]
  /** Colleagues with unsaved changes on the page, named in the publish dialog (issue 45). */
  unsaved: string[]
  savedAt: Date | null
  canUndo: boolean
  onUndo: () => void
  onAdd: (type: string) => void
  /** Opens the choice of a module of the other language to copy (issue 24). */
  onCopy: () => void
  /** Opens the start of a language version: `to` is the language that is missing or empty. */
  onStartLanguage: (to: Locale) => void
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
 * The toolbar's height, kept in `--edit-toolbar-height` on the page: what else stands at the
 * bottom of the screen (the cookie banner, issue 45) stands above the toolbar, never under it.
 */
function useReservedHeight() {
  const observer = useRef<ResizeObserver | null>(null)
  return useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect()
    const root = document.documentElement
    if (!element) {
      root.style.removeProperty('--edit-toolbar-height')
      return
    }
    observer.current = new ResizeObserver(() => root.style.setProperty('--edit-toolbar-height', `${element.offsetHeight}px`))
    observer.current.observe(element)
  }, [])
}

/**
 * SPEC §6 toolbar: module types, save state, undo, versions, publish, preview as a visitor, the
 * language switch and the back-office menus (SPEC §7 user call's admin_menus and the admin edit
 * link of this document), plus copying a module from the other language.
 */
export function Toolbar({ others, unsaved, savedAt, canUndo, onUndo, onAdd, onCopy, onStartLanguage, send, show, stamp }: Props) {
  const { state, t, busy } = useEditor()
  const [dialog, setDialog] = useState<'publish' | 'versions' | null>(null)
  const [axe, setAxe] = useState<PublishCheck[] | null>(null)
  const [checking, setChecking] = useState(false)
  const reserve = useReservedHeight()
  const publishButton = useRef<HTMLButtonElement>(null)
  const closeDialog = useCallback(() => setDialog(null), [])
  // Issue 24: the accessibility scan runs on the page before the publish dialog opens; a modal
  // dialog hides the page from assistive technology, and so from axe.
  const openPublish = async () => {
    setChecking(true)
    const found = await axeChecks(state.locale).catch(() => [])
    setChecking(false)
    setAxe(found)
    setDialog('publish')
  }
  const label = (type: string) => state.forms[type]?.label[state.locale] ?? type
  const otherName = t(`languages.${state.other.locale}`)
  const time = savedAt ? formatTime(savedAt) : null

  const when = (iso: string) => formatDateTime(new Date(iso), state.locale, 'second')

  if (!state.editing) {
    return (
      <div ref={reserve} className="edit-toolbar edit-toolbar--preview" role="region" aria-label={t('toolbar')}>
        {state.version ? (
          <>
            <p className="edit-toolbar__status">
              {state.version.compare
                ? t('compareBanner', { newer: when(state.version.updated_at), older: when(state.version.compare.updated_at) })
                : t('versionBanner', {
                    date: when(state.version.updated_at),
                    byline: state.version.author ? 'yes' : 'no',
                    author: state.version.author ?? '',
                  })}
            </p>
            {state.version.notInVersion > 0 && (
              <p className="edit-toolbar__status">
                {state.version.compare
                  ? t('removedSince', { count: state.version.notInVersion })
                  : t('notInVersion', { count: state.version.notInVersion })}
              </p>
            )}
          </>
        ) : (
          <p className="edit-toolbar__status">{t('preview')}</p>
        )}
        <a className="edit-button edit-button--primary" href={withFlags(state.path, { v: null, compare: null, edit: '' })}>
          {state.version ? t('backToDraft') : t('backToEditing')}
        </a>
        {state.version && (
          <button type="button" className="edit-button" onClick={() => setDialog('versions')}>
            {t('versions')}
          </button>
        )}
        <a className="edit-button" href={`${EXIT_PREVIEW_PATH}?${new URLSearchParams({ path: state.path })}`}>
          {t('leave')}
        </a>
        {dialog === 'versions' && <VersionsDialog send={send} show={show} onClose={closeDialog} />}
      </div>
    )
  }

  // A detail page's editable section has no preview of its own: the page shows it in place.
  const isPage = state.doc.startsWith('pages:')
  const other = state.other.locale
  const emptyHere = Object.keys(state.modules).length === 0 && state.other.modules.length > 0 && Boolean(state.links[state.locale])
  return (
    <div ref={reserve} className="edit-toolbar" role="region" aria-label={t('toolbar')}>
      <p className="edit-toolbar__status">
        {state.online ? (
          <span className={state.unpublished ? 'edit-badge edit-badge--draft' : 'edit-badge'}>
            {state.unpublished ? t('unpublished') : t('published')}
          </span>
        ) : (
          <span className="edit-badge edit-badge--offline">{t('offline')}</span>
        )}{' '}
        <span aria-live="polite" className="edit-toolbar__saved">
          {busy ? t('saving') : time ? t('savedAt', { time }) : ''}
        </span>
      </p>
      {others.length > 0 && (
        <p className="edit-toolbar__presence" role="status">
          {t('alsoEditing', { names: namesIn(state.locale, others) })}
        </p>
      )}
      {state.otherChanged.length > 0 && (
        <p className="edit-toolbar__status edit-toolbar__notice">
          {t('otherChanged', { count: state.otherChanged.length, lang: t(`languages.${other}`) })}{' '}
          <button type="button" className="edit-button" disabled={busy} onClick={onCopy}>
            {t('copyTitle', { lang: t(`languages.${other}`) })}
          </button>
        </p>
      )}
      {emptyHere && (
        <p className="edit-toolbar__status edit-toolbar__notice">
          {t('startSection', { lang: t(`languages.${state.locale}`) })}{' '}
          <button type="button" className="edit-button" disabled={busy} onClick={() => onStartLanguage(state.locale)}>
            {t('startFrom', { lang: t(`languages.${other}`) })}
          </button>
        </p>
      )}
      <div className="edit-toolbar__actions">
        <Menu.Root>
          <Menu.Trigger className="edit-button edit-button--primary" disabled={busy} aria-label={t('addModule')}>
            <span className="edit-toolbar__long-label">{t('addModule')}</span>
            <span className="edit-toolbar__short-label">{t('addModuleShort')}</span>
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content className="edit-menu" align="start" sideOffset={4}>
              <Menu.Label className="edit-menu__label">{t('toolbarTypes')}</Menu.Label>
              {state.toolbar.slice(0, TOOLBAR_TYPES.length).map((type) => (
                <Menu.Item key={type} className="edit-menu__item" onSelect={() => onAdd(type)}>
                  {label(type)}
                </Menu.Item>
              ))}
              <Menu.Separator className="edit-menu__separator" />
              <Menu.Label className="edit-menu__label">{t('newerTypes')}</Menu.Label>
              {state.toolbar.slice(TOOLBAR_TYPES.length).map((type) => (
                <Menu.Item key={type} className="edit-menu__item" onSelect={() => onAdd(type)}>
                  {label(type)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
        <button type="button" className="edit-button" disabled={!canUndo || busy} onClick={onUndo}>
          {t('undo')}
        </button>
        <button type="button" className="edit-button edit-toolbar__wide" disabled={busy} onClick={onCopy}>
          {t('copyFrom', { lang: otherName })}
        </button>
        <button type="button" className="edit-button edit-toolbar__wide" disabled={busy} onClick={() => setDialog('versions')}>
          {t('versions')}
        </button>
        <button
          ref={publishButton}
          type="button"
          className="edit-button edit-button--primary"
          disabled={busy || checking}
          onClick={() => void openPublish()}
        >
          {checking ? t('checking') : t('publish')}
        </button>
        {/* On a phone (issue 45) the toolbar is one row: what follows folds into one menu, each action in it once. */}
        <Menu.Root>
          <Menu.Trigger className="edit-button edit-toolbar__more" disabled={busy}>
            {t('moreActions')}
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content className="edit-menu" align="end" sideOffset={4}>
              <Menu.Label className="edit-menu__label">
                {state.online ? (state.unpublished ? t('unpublished') : t('published')) : t('offline')}
              </Menu.Label>
              {others.length > 0 && (
                <Menu.Label className="edit-menu__label">{t('alsoEditing', { names: namesIn(state.locale, others) })}</Menu.Label>
              )}
              <Menu.Item className="edit-menu__item" onSelect={onCopy}>
                {t('copyFrom', { lang: otherName })}
              </Menu.Item>
              <Menu.Item className="edit-menu__item" onSelect={() => setDialog('versions')}>
                {t('versions')}
              </Menu.Item>
              {isPage && (
                <Menu.Item asChild className="edit-menu__item">
                  <a href={withFlags(state.path, { edit: null })}>{t('preview')}</a>
                </Menu.Item>
              )}
              <Menu.Separator className="edit-menu__separator" />
              {(['de', 'en'] as const)
                .filter((locale) => locale !== state.locale)
                .map((locale) => {
                  const path = state.links[locale]
                  return path ? (
                    <Menu.Item key={locale} asChild className="edit-menu__item">
                      <a href={withFlags(path, { edit: '' })} hrefLang={locale} lang={locale}>
                        {t(`languages.${locale}`)}
                      </a>
                    </Menu.Item>
                  ) : (
                    <Menu.Item key={locale} className="edit-menu__item" onSelect={() => onStartLanguage(locale)}>
                      {startTitle(t, t(`languageAdjectiveE.${locale}`))}
                    </Menu.Item>
                  )
                })}
              <Menu.Item asChild className="edit-menu__item">
                <a href={state.adminEditUrl}>{t('adminEdit')}</a>
              </Menu.Item>
              {state.adminMenus.map((link) => (
                <Menu.Item key={link.url} asChild className="edit-menu__item">
                  <a href={link.url}>{link.title}</a>
                </Menu.Item>
              ))}
              <Menu.Separator className="edit-menu__separator" />
              <Menu.Item asChild className="edit-menu__item">
                <a href={`${EXIT_PREVIEW_PATH}?${new URLSearchParams({ path: state.path })}`}>{t('leave')}</a>
              </Menu.Item>
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
        {isPage && (
          <a className="edit-button edit-toolbar__wide" href={withFlags(state.path, { edit: null })}>
            {t('preview')}
          </a>
        )}
        <nav aria-label={t('language')} className="edit-toolbar__languages edit-toolbar__wide">
          {(['de', 'en'] as const).map((locale) => {
            const path = state.links[locale]
            // Issue 24: a language the page does not have yet is started here, never replaced by another page.
            if (!path)
              return (
                <button
                  key={locale}
                  type="button"
                  className="edit-button"
                  lang={locale}
                  disabled={busy}
                  onClick={() => onStartLanguage(locale)}
                  aria-label={startTitle(t, t(`languageAdjectiveE.${locale}`))}
                >
                  {locale.toUpperCase()}
                </button>
              )
            return locale === state.locale ? (
              <span key={locale} aria-current="page" className="edit-button edit-button--current" lang={locale}>
                {locale.toUpperCase()}
              </span>
            ) : (
              <a
                key={locale}
                className="edit-button"
                href={withFlags(path, { edit: '' })}
                hrefLang={locale}
                lang={locale}
                title={t(`languages.${locale}`)}
              >
                {locale.toUpperCase()}
              </a>
            )
          })}
        </nav>
        <Menu.Root>
          <Menu.Trigger className="edit-button edit-toolbar__wide">{t('adminMenu')}</Menu.Trigger>
          <Menu.Portal>
            <Menu.Content className="edit-menu" align="end" sideOffset={4}>
              <Menu.Item asChild className="edit-menu__item">
                <a href={state.adminEditUrl}>{t('adminEdit')}</a>
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
        <a className="edit-button edit-toolbar__wide" href={`${EXIT_PREVIEW_PATH}?${new URLSearchParams({ path: state.path })}`}>
          {t('leave')}
        </a>
      </div>
      {dialog === 'publish' && axe && (
        <PublishDialog
          axe={axe}
          unsaved={unsaved}
          send={send}
          show={show}
          stamp={stamp}
          onClose={closeDialog}
          onClosed={() => focusSoon(() => publishButton.current)}
        />
      )}
      {dialog === 'versions' && <VersionsDialog send={send} show={show} onClose={closeDialog} />}
    </div>
  )
}
