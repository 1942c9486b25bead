'use client'

import * as AlertDialog from '@radix-ui/react-alert-dialog'
import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

type Props = {
  title: string
  closeLabel: string
  /** Asked for by the backdrop, Escape and ×: the dialog may first ask whether to discard changes. */
  onClose: () => void
  children: ReactNode
  /** Wider for the edit form. */
  wide?: boolean
  description?: string
  /** Where the focus goes once the dialog has closed (else back where it was before it opened). */
  onClosed?: () => void
}

/** The first field of a dialog's form, else its first control other than the close button. */
const FIRST_FIELD =
  '.edit-dialog__body input:not([type=hidden]):not([disabled]), .edit-dialog__body select, .edit-dialog__body textarea, .edit-dialog__body [contenteditable=true], .edit-dialog__body button:not([disabled]), .edit-dialog__body a[href]'

/**
 * The edit layer's modal: Radix's dialog (focus kept inside, Escape closes), always open while
 * mounted. It opens with the focus on its first field (issue 24), not on the close button.
 */
export function EditorDialog({ title, closeLabel, onClose, children, wide = false, description, onClosed }: Props) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="edit-dialog__backdrop" />
        <Dialog.Content
          className={wide ? 'edit-dialog edit-dialog--wide' : 'edit-dialog'}
          aria-describedby={description ? 'edit-dialog-description' : undefined}
          onOpenAutoFocus={(event) => {
            const first = event.currentTarget instanceof HTMLElement ? event.currentTarget.querySelector<HTMLElement>(FIRST_FIELD) : null
            if (!first) return
            event.preventDefault()
            first.focus()
          }}
          onCloseAutoFocus={(event) => {
            if (!onClosed) return
            event.preventDefault()
            onClosed()
          }}
        >
          <div className="edit-dialog__head">
            <Dialog.Title className="edit-dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="edit-dialog__close" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description id="edit-dialog-description" className="edit-dialog__description">
              {description}
            </Dialog.Description>
          )}
          <div className="edit-dialog__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

type ConfirmProps = { title: string; text: string; confirm: string; cancel: string; onConfirm: () => void; onCancel: () => void }

/** A question that needs an answer before anything else (Radix's alert dialog: the safe answer has the focus). */
export function ConfirmDialog({ title, text, confirm, cancel, onConfirm, onCancel }: ConfirmProps) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="edit-dialog__backdrop edit-dialog__backdrop--confirm" />
        <AlertDialog.Content className="edit-dialog edit-dialog--confirm">
          <AlertDialog.Title className="edit-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="edit-dialog__description">{text}</AlertDialog.Description>
          <div className="edit-form__actions">
            <AlertDialog.Cancel className="edit-button edit-button--primary">{cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className="edit-button edit-button--danger" onClick={onConfirm}>
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

type Action = { label: string; onClick?: () => void; disabled?: boolean }

/** A dialog's two answers: the primary one (submits its form when it has no `onClick`) and the other. */
export function DialogActions({ primary, secondary }: { primary: Action; secondary: Action }) {
  return (
    <div className="edit-form__actions">
      <button
        type={primary.onClick ? 'button' : 'submit'}
        className="edit-button edit-button--primary"
        disabled={primary.disabled}
        onClick={primary.onClick}
      >
        {primary.label}
      </button>
      <button type="button" className="edit-button" disabled={secondary.disabled} onClick={secondary.onClick}>
        {secondary.label}
      </button>
    </div>
  )
}
