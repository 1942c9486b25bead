import 'server-only'

import type { Payload } from 'payload'

import type { BuyerMatch } from '@/features/booking/provider'
import { bind, num, readRows, sqlOf, stmt } from '@/lib/db/sql'

/**
 * Whom a privacy request is about (DSGVO Art. 15, 17, 20; issue 46): a customer's account with the
 * address it proved, or (answered by the back office) an e-mail address without an account. Each
 * collection that stores something about a visitor finds it here, by the account or by the address.
 */
export type DataSubject = { customerId: number | null; email: string }

/** The address as the subject proved it, compared exactly in any case (not the caps' digest, which takes 'ada+x@' for 'ada@'). */
const addressOf = (subject: DataSubject) => subject.email.trim().toLowerCase()

export function buyerMatch(subject: DataSubject): BuyerMatch {
  return { customerId: subject.customerId, email: addressOf(subject) }
}

/** Whether a value the visitor typed is the address itself (any case, spaces around it aside). */
function namesAddress(value: unknown, address: string): boolean {
  if (Array.isArray(value)) return value.some((entry) => namesAddress(entry, address))
  return typeof value === 'string' && value.trim().toLowerCase() === address
}

/**
 * The form entries the subject sent: logged in as the account, or with a field whose value is the
 * address exactly (an e-mail field, as forms ask it). The text search only narrows the candidates;
 * a value that merely contains the address ('hanna@…' for 'anna@…', a message quoting it) is no match.
 */
export async function formEntryIds(payload: Payload, subject: DataSubject): Promise<number[]> {
  const address = addressOf(subject)
  const needle = bind.text(address)
  const mentions =
    sqlOf(payload).dialect === 'postgres'
      ? stmt`strpos(lower(CAST("field_values" AS text)), ${needle}) > 0`
      : stmt`instr(lower("field_values"), ${needle}) > 0`
  const [own, candidates] = await Promise.all([
    subject.customerId === null
      ? Promise.resolve([])
      : readRows(payload, stmt`SELECT "id" FROM "form_entries" WHERE "customer_id" = ${bind.int(subject.customerId)}`),
    readRows(payload, stmt`SELECT "id", "field_values" FROM "form_entries" WHERE ${mentions}`),
  ])
  const named = candidates.filter((row) => {
    const values = typeof row.field_values === 'string' ? (JSON.parse(row.field_values) as unknown) : row.field_values
    return typeof values === 'object' && values !== null && Object.values(values).some((value) => namesAddress(value, address))
  })
  return [...new Set([...own, ...named].map((row) => num(row.id)))].sort((a, b) => a - b)
}

/** The waiting-list entries made with the address (exactly, in any case). */
export async function waitingListIds(payload: Payload, subject: DataSubject): Promise<number[]> {
  const rows = await readRows(
    payload,
    stmt`SELECT "id" FROM "waiting_list" WHERE lower("email") = ${bind.text(addressOf(subject))} ORDER BY "id"`,
  )
  return rows.map((row) => num(row.id))
}
