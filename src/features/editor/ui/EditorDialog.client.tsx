'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

type Props = {
  title: string
  closeLabel: string
  onClose: () => void
  children: ReactNode
  /** Wider for the edit form. */
  wide?: boolean
  description?: string
}

/** The edit layer's modal: Radix's dialog (focus kept inside, Escape closes, focus returns), always open while mounted. */
export function EditorDialog({ title, closeLabel, onClose, children, wide = false, description }: Props) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="edit-dialog__backdrop" />
        <Dialog.Content className={wide ? 'edit-dialog edit-dialog--wide' : 'edit-dialog'} aria-describedby={description ? 'edit-dialog-description' : undefined}>
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
