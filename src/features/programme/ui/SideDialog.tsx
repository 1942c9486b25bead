'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

type Props = {
  title: string
  closeLabel: string
  doneLabel: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus: (event: Event) => void
  children: ReactNode
}

/**
 * The side modal of the programme's filters on phones (SPEC §2: the 'Calendar' and 'Filter'
 * buttons): Radix's dialog, so focus stays inside, Escape closes and the page does not scroll
 * beneath. Loaded on demand by the filter bar.
 */
export function SideDialog({ title, closeLabel, doneLabel, open, onOpenChange, onCloseAutoFocus, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="side-dialog__backdrop" />
        <Dialog.Content className="side-dialog" aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <div className="side-dialog__head">
            <Dialog.Title className="side-dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="side-dialog__close" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div className="side-dialog__body">{children}</div>
          <div className="side-dialog__foot">
            <Dialog.Close className="button">{doneLabel}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
