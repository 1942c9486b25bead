import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { convert } from 'html-to-text'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Transport } from 'nodemailer'

import { env } from '@/lib/env'

/**
 * The project's one mail transport, for Payload's own messages (verification, password reset) and
 * ours (order confirmations). SMTP when SMTP_URL is set; otherwise every message is written as an
 * .eml file to MAIL_DIR (default data/mail), so the demo sends nothing and loses nothing offline.
 */
let transporter: Transporter | undefined

export function mailTransport(): Transporter {
  if (!transporter) {
    const { SMTP_URL, MAIL_DIR } = env()
    transporter = SMTP_URL ? nodemailer.createTransport(SMTP_URL) : nodemailer.createTransport(folderTransport(path.resolve(MAIL_DIR)))
    transporter.use('compile', withPlainText)
  }
  return transporter
}

/**
 * Every message carries a plain-text part beside its HTML (mail clients that show no HTML, screen
 * readers, spam filters): one written by the sender stays, else it is made from the HTML, links
 * written out after their text. Covers Payload's own messages (verification, reset) too.
 */
function withPlainText(mail: { data: { html?: unknown; text?: unknown } }, callback: (error?: Error | null) => void): void {
  const { html, text } = mail.data
  if (!text && typeof html === 'string') mail.data.text = plainTextOf(html)
  callback()
}

/** The text of a message's HTML. */
export function plainTextOf(html: string): string {
  return convert(html, { wordwrap: 78, selectors: [{ selector: 'a', options: { hideLinkHrefIfSameAsText: true } }] })
}

/** Tests point the transport at their own SMTP server. */
export function resetMailTransport(): void {
  transporter = undefined
}

/** A nodemailer transport that writes each message, as sent, to `<folder>/<time>-<id>.eml`. */
function folderTransport(folder: string): Transport<{ envelope: object; messageId: string; path: string }> {
  return {
    name: 'folder',
    version: '1',
    send(mail, callback) {
      const messageId = mail.message.messageId()
      const file = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}.eml`,
      )
      mail.message.build((error, message) => {
        if (error) return callback(error, undefined as never)
        mkdir(folder, { recursive: true })
          .then(() => writeFile(file, message))
          .then(() => callback(null, { envelope: mail.message.getEnvelope(), messageId, path: file }))
          .catch((failure: Error) => callback(failure, undefined as never))
      })
    },
  }
}
