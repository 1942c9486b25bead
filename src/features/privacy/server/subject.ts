import 'server-only'

import type { Payload } from 'payload'

import { buyerDigest } from '@/cms/rules/buyer'
import type { BuyerMatch } from '@/features/booking/provider'
import { bind, type Dialect, num, readRows, type Statement, sqlOf, stmt } from '@/lib/db/sql'

/**
 * Whom a privacy request is about (DSGVO Art. 15, 17, 20; issue 46): a customer's account with the
 * address it proved, or (answered by the back office) an e-mail address without an account. Each
 * collection that stores something about a visitor finds it here, by the account or by the address.
 */
export type DataSubject = { customerId: number | null; email: string }

export function buyerMatch(subject: DataSubject): BuyerMatch {
  return { customerId: subject.customerId, buyerKey: buyerDigest(subject.email) }
}

/** A JSON column's text contains the address (any spelling of its case): form entries name the sender only there. */
function jsonMentions(dialect: Dialect, column: string, email: string): Statement {
  const needle = bind.text(email.trim().toLowerCase())
  return dialect === 'postgres'
    ? stmt`strpos(lower(CAST(${{ raw: `"${column}"` }} AS text)), ${needle}) > 0`
    : stmt`instr(lower(${{ raw: `"${column}"` }}), ${needle}) > 0`
}

/** The form entries the subject sent: logged in as the account, or naming the address in a field. */
export async function formEntryIds(payload: Payload, subject: DataSubject): Promise<number[]> {
  const mentions = jsonMentions(sqlOf(payload).dialect, 'field_values', subject.email)
  const where = subject.customerId === null ? mentions : stmt`("customer_id" = ${bind.int(subject.customerId)} OR ${mentions})`
  return (await readRows(payload, stmt`SELECT "id" FROM "form_entries" WHERE ${where} ORDER BY "id"`)).map((row) => num(row.id))
}

/** The waiting-list entries made with the address, however spelt (the buyer digest of decision 031). */
export async function waitingListIds(payload: Payload, subject: DataSubject): Promise<number[]> {
  const rows = await readRows(
    payload,
    stmt`SELECT "id" FROM "waiting_list" WHERE "email_key" = ${bind.text(buyerDigest(subject.email))} ORDER BY "id"`,
  )
  return rows.map((row) => num(row.id))
}
