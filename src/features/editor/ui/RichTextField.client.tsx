'use client'

import { $toggleLink, $isLinkNode, AutoLinkNode, LinkNode } from '@lexical/link'
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode } from '@lexical/list'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { $findMatchingParent } from '@lexical/utils'
import {
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
} from 'lexical'
import { useId, useRef, useState } from 'react'

import { RICH_TEXT_LINK_COLLECTIONS } from '@/lib/routing/docHref'

import type { FormField } from '@/cms/blocks/formSchema'
import { isSafeHref } from '@/cms/rules/links'
import { unsafeLinkMessage } from '@/cms/rules/validation'
import { internalLinkUrl, internalTargetOf, toEditorState, toPayloadState, withDefaultProtocol } from '../domain/lexicalLinks'
import { DocumentSearch } from './DocumentField.client'
import { useEditor } from './editorContext'
import { fieldId } from './fieldId'

type Props = {
  field: Extract<FormField, { kind: 'richText' }>
  value: unknown
  onChange: (value: unknown) => void
  path: string
  errors: Record<string, string>
}

const THEME = {
  text: { bold: 'rt-bold', italic: 'rt-italic' },
  list: { ul: 'rt-ul', ol: 'rt-ol', listitem: 'rt-li' },
  link: 'rt-link',
  paragraph: 'rt-p',
}

/**
 * SPEC §9 rich text with Lexical: bold, italic, links (https by default, optionally in a new
 * window; internal links pick a document and render through the document-to-URL function),
 * bulleted and numbered lists, undo and redo. Stored in Payload's Lexical format.
 */
export function RichTextField({ field, value, onChange, path, errors }: Props) {
  const { state, t } = useEditor()
  const id = fieldId(path)
  const error = errors[path]
  const [initial] = useState(() => {
    const converted = toEditorState(value)
    return converted ? JSON.stringify(converted) : undefined
  })
  return (
    <div className={error ? 'edit-field edit-rich edit-field--invalid' : 'edit-field edit-rich'}>
      <span className="edit-field__label" id={`${id}-label`}>
        {field.label[state.locale]}
        {field.required && <span className="edit-field__required"> ({t('required')})</span>}
      </span>
      <LexicalComposer
        initialConfig={{
          namespace: `richtext-${id}`,
          nodes: [ListNode, ListItemNode, LinkNode, AutoLinkNode],
          theme: THEME,
          editorState: initial,
          onError: (failure) => {
            throw failure
          },
        }}
      >
        <RichTextToolbar />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              className="edit-rich__content"
              aria-labelledby={`${id}-label`}
              aria-describedby={error ? `${id}-error` : undefined}
              aria-invalid={error ? true : undefined}
              aria-multiline
              role="textbox"
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        {/* A link Lexical makes itself (pasted) obeys the site's rule too: never javascript:, data: or //host (issue 45). */}
        <LinkPlugin validateUrl={isSafeHref} />
        <OnChangePlugin ignoreSelectionChange onChange={(editorState) => onChange(toPayloadState(editorState.toJSON()))} />
      </LexicalComposer>
      {error && (
        <p id={`${id}-error`} className="edit-field__error">
          {error}
        </p>
      )}
    </div>
  )
}

function RichTextToolbar() {
  const [editor] = useLexicalComposerContext()
  const { t } = useEditor()
  const [linking, setLinking] = useState(false)
  const saved = useRef<BaseSelection | null>(null)
  const button = (label: string, run: () => void, content: string) => (
    <button
      type="button"
      className="edit-rich__button"
      aria-label={label}
      title={label}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      <span aria-hidden="true">{content}</span>
    </button>
  )
  const openLink = () => {
    editor.getEditorState().read(() => {
      saved.current = $getSelection()?.clone() ?? null
    })
    setLinking(!linking)
  }
  return (
    <div className="edit-rich__toolbar-wrap">
      <div role="toolbar" aria-label={t('richTextToolbar')} className="edit-rich__toolbar">
        {button(t('bold'), () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold'), 'B')}
        {button(t('italic'), () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic'), 'I')}
        <button
          type="button"
          className="edit-rich__button edit-rich__button--labelled"
          aria-expanded={linking}
          onMouseDown={(event) => event.preventDefault()}
          onClick={openLink}
        >
          <LinkIcon /> {t('link')}
        </button>
        {button(t('bulletList'), () => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined), '•')}
        {button(t('numberList'), () => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined), '1.')}
        {button(t('undo'), () => editor.dispatchCommand(UNDO_COMMAND, undefined), '↶')}
        {button(t('redo'), () => editor.dispatchCommand(REDO_COMMAND, undefined), '↷')}
      </div>
      {linking && (
        <LinkPanel
          current={currentLink(
            editor.getEditorState().read(() => saved.current),
            editor,
          )}
          onApply={(url, newTab) => {
            editor.update(() => {
              if (saved.current) $setSelection(saved.current.clone())
              $toggleLink(url, newTab ? { target: '_blank', rel: 'noopener noreferrer' } : { target: null, rel: null })
            })
            setLinking(false)
            editor.focus()
          }}
          onRemove={() => {
            editor.update(() => {
              if (saved.current) $setSelection(saved.current.clone())
              $toggleLink(null)
            })
            setLinking(false)
            editor.focus()
          }}
        />
      )}
    </div>
  )
}

/** A chain link, drawn (an emoji looks different on every system and reads out oddly). */
function LinkIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
      <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
    </svg>
  )
}

type CurrentLink = { url: string; newTab: boolean } | null

function currentLink(selection: BaseSelection | null, editor: ReturnType<typeof useLexicalComposerContext>[0]): CurrentLink {
  return editor.getEditorState().read(() => {
    if (!selection || !$isRangeSelection(selection)) return null
    const node = selection.anchor.getNode()
    const link = $findMatchingParent(node, $isLinkNode)
    return link && $isLinkNode(link) ? { url: link.getURL(), newTab: link.getTarget() === '_blank' } : null
  })
}

/** Where a link goes: a typed address (https by default) or a document of ours; optionally a new window. */
function LinkPanel({
  current,
  onApply,
  onRemove,
}: {
  current: CurrentLink
  onApply: (url: string, newTab: boolean) => void
  onRemove: () => void
}) {
  const { t, state } = useEditor()
  const { locale } = state
  const internal = current ? internalTargetOf(current.url) : null
  const [kind, setKind] = useState<'custom' | 'internal'>(internal ? 'internal' : 'custom')
  const [url, setUrl] = useState(internal ? '' : (current?.url ?? ''))
  const [collection, setCollection] = useState<string>(internal?.relationTo ?? 'pages')
  const [newTab, setNewTab] = useState(current?.newTab ?? false)
  const name = useId()
  const errorId = useId()
  const [refused, setRefused] = useState<string | null>(null)
  const apply = () => {
    if (url.trim() === '') return
    const href = withDefaultProtocol(url)
    // Issue 45: an address that cannot be a link (javascript:, data:, //host) is refused here, named, never set.
    if (!isSafeHref(href)) return setRefused(unsafeLinkMessage(url, locale))
    onApply(href, newTab)
  }
  return (
    // Issue 24: Enter in a field of the link panel never submits the module's form; in the address it sets the link.
    <div
      className="edit-rich__link"
      role="group"
      aria-label={t('link')}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
        event.preventDefault()
        if (event.target.dataset.linkUrl !== undefined) apply()
      }}
    >
      <div className="edit-rich__link-kinds">
        <label>
          <input type="radio" name={name} checked={kind === 'custom'} onChange={() => setKind('custom')} /> {t('linkUrl')}
        </label>
        <label>
          <input type="radio" name={name} checked={kind === 'internal'} onChange={() => setKind('internal')} /> {t('linkInternal')}
        </label>
      </div>
      {kind === 'custom' ? (
        <label className="edit-field">
          <span className="edit-field__label">{t('linkUrl')}</span>
          <input
            type="text"
            inputMode="url"
            data-link-url=""
            value={url}
            onChange={(event) => {
              setUrl(event.target.value)
              setRefused(null)
            }}
            placeholder="https://"
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? errorId : undefined}
          />
          {refused && (
            <span id={errorId} className="edit-field__error" role="alert">
              {refused}
            </span>
          )}
        </label>
      ) : (
        <>
          <label className="edit-field">
            <span className="edit-field__label">{t('linkCollection')}</span>
            <select value={collection} onChange={(event) => setCollection(event.target.value)}>
              {RICH_TEXT_LINK_COLLECTIONS.map((target) => (
                <option key={target} value={target}>
                  {t.collections[target] ?? target}
                </option>
              ))}
            </select>
          </label>
          <DocumentSearch
            collection={collection}
            label={t('search')}
            onPick={(doc) => onApply(internalLinkUrl({ relationTo: collection, id: doc.id }), newTab)}
          />
        </>
      )}
      <label className="edit-field--checkbox">
        <input type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} /> {t('linkNewTab')}
      </label>
      <div className="edit-form__actions">
        {kind === 'custom' && (
          <button type="button" className="edit-button edit-button--primary" disabled={url.trim() === ''} onClick={apply}>
            {t('linkApply')}
          </button>
        )}
        {current && (
          <button type="button" className="edit-button" onClick={onRemove}>
            {t('linkRemove')}
          </button>
        )}
      </div>
    </div>
  )
}
