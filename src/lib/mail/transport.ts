import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

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
  }
  return transporter
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
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}.eml`)
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
