'use client'

import { TOOLBAR_TYPES } from '../domain/moduleTypes'
import { EditorDialog } from './EditorDialog.client'
import { type Place, useEditor } from './editorContext'

/**
 * SPEC §3 toolbar types first, then the newer set; a section only where a section may stand (a
 * page's own list). Issue 24: or a module of the other language, copied to this place.
 */
export function TypePicker({
  place,
  onPick,
  onClose,
  onCopy,
}: {
  place: Place
  onPick: (type: string) => void
  onClose: () => void
  onCopy: () => void
}) {
  const { state, t } = useEditor()
  const allowed = state.toolbar.filter((type) => type !== 'section' || (place.section === null && place.column === null))
  const spec = allowed.slice(0, TOOLBAR_TYPES.length)
  const newer = allowed.slice(TOOLBAR_TYPES.length)
  const list = (types: string[]) => (
    <ul className="edit-types">
      {types.map((type) => (
        <li key={type}>
          <button type="button" className="edit-button" onClick={() => onPick(type)}>
            {state.forms[type]?.label[state.locale] ?? type}
          </button>
        </li>
      ))}
    </ul>
  )
  return (
    <EditorDialog title={t('chooseType')} closeLabel={t('close')} onClose={onClose}>
      <h3 className="edit-dialog__subtitle">{t('toolbarTypes')}</h3>
      {list(spec)}
      <h3 className="edit-dialog__subtitle">{t('newerTypes')}</h3>
      {list(newer)}
      <h3 className="edit-dialog__subtitle">{t('copyTitle', { lang: t(`languages.${state.other.locale}`) })}</h3>
      <button type="button" className="edit-button" onClick={onCopy} disabled={state.other.modules.length === 0}>
        {t('copyTitle', { lang: t(`languages.${state.other.locale}`) })} …
      </button>
    </EditorDialog>
  )
}
