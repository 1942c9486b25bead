'use client'

import { moduleFields } from '../domain/merge'
import { FieldConflictDialog } from './Choices.client'
import { ConflictDialog, LoginDialog } from './SessionDialogs.client'
import type { DraftWrites } from './useDraftWrites'

/**
 * The questions a write can wait on (useDraftWrites): log in again, a colleague saved the draft
 * meanwhile (apply mine again, or discard it), or both changed the same field (choose per field).
 * Each answer resolves the waiting write.
 */
export function WriteDialogs({ writes, refresh, onDiscard }: { writes: DraftWrites; refresh: () => void; onDiscard: () => void }) {
  const { login, setLogin, conflict, setConflict, fieldsConflict, setFieldsConflict, adoptStamp, send } = writes
  return (
    <>
      {login && (
        <LoginDialog
          onDone={async (loggedIn) => {
            const pending = login
            setLogin(null)
            pending.resolve(loggedIn ? await send(pending.request) : { ok: false, handled: true })
          }}
        />
      )}
      {conflict && (
        <ConflictDialog
          message={conflict.message}
          onReapply={async () => {
            const pending = conflict
            setConflict(null)
            adoptStamp(pending.stamp)
            refresh()
            pending.resolve(await send(pending.request))
          }}
          onDiscard={() => {
            const pending = conflict
            setConflict(null)
            adoptStamp(pending.stamp)
            // Issue 24: the modal never stays open on values older than the draft.
            onDiscard()
            refresh()
            pending.resolve({ ok: false, handled: true })
          }}
          onClose={() => {
            // Only the question closes: the form keeps what was typed, and saving it again merges it onto the current draft.
            const pending = conflict
            setConflict(null)
            adoptStamp(pending.stamp)
            refresh()
            pending.resolve({ ok: false, handled: true })
          }}
        />
      )}
      {fieldsConflict && (
        <FieldConflictDialog
          type={fieldsConflict.type}
          conflicts={fieldsConflict.conflicts}
          onCancel={() => {
            const pending = fieldsConflict
            setFieldsConflict(null)
            adoptStamp(pending.stamp)
            pending.resolve({ ok: false, handled: true })
          }}
          onChoose={async (keepMine) => {
            const pending = fieldsConflict
            setFieldsConflict(null)
            adoptStamp(pending.stamp)
            const { request } = pending
            // Only a module's update names the fields it changed, so only it can meet a colleague's field.
            if (request.name !== 'updateModule' || !request.body) return pending.resolve({ ok: false, handled: true })
            const body = request.body
            const theirs = moduleFields(pending.current)
            const resolved = { ...body.module }
            for (const entry of pending.conflicts) resolved[entry.field] = keepMine.has(entry.field) ? entry.mine : entry.theirs
            // Onto the module as it is now: the fields chosen and the editor's other changes are all that differ from it.
            pending.resolve(
              await send({
                ...request,
                body: {
                  module: resolved,
                  original: {
                    ...body.original,
                    ...Object.fromEntries(pending.conflicts.map((entry) => [entry.field, theirs[entry.field]])),
                  },
                },
              }),
            )
          }}
        />
      )}
    </>
  )
}
