import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on localhost for tests: it takes every message and keeps it parsed. Point
 * the site at it with SMTP_URL before Payload starts (smtpPort() picks the port per process, below
 * Linux's ephemeral range of 32768 and up, where client sockets of the same run would collide).
 */
export function smtpPort(): number {
  return 21_000 + (process.pid % 10_000)
}

export async function startSmtp(
  port = smtpPort(),
): Promise<{ messages: ParsedMail[]; close: () => Promise<void>; waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]> }> {
  const messages: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs
      while (messages.length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50))
      return messages
    },
  }
}
