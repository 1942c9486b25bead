import { AsyncLocalStorage } from 'node:async_hooks'
import { Writable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { hasControlCharacter } from '@/lib/text/controlCharacters'
import { buildLogger, type RequestContext } from './logger'

/** A logger of the given format that keeps what it writes. */
function capture(format: 'json' | 'pretty') {
  const chunks: string[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString())
      done()
    },
  })
  const logger = buildLogger(
    { LOG_FORMAT: format, LOG_LEVEL: 'info', DISABLE_LOGGING: false, SERVER_NAME: undefined },
    new AsyncLocalStorage<RequestContext>(),
    destination,
  )
  return {
    logger,
    text: async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
      return chunks.join('')
    },
  }
}

const FORGED = 'browser failure\u2028{"level":60,"msg":"admin logged in"}'
const REVERSED = 'file \u202egnp.exe'

describe('the logger: a line a visitor cannot forge', () => {
  it('escapes line separators and text-direction controls in messages, fields and errors (JSON lines)', async () => {
    const { logger, text } = capture('json')
    logger.warn({ path: `/de/${REVERSED}`, report: { message: FORGED, list: ['\u0085next', 'x\u2066y'] } }, FORGED)
    logger.error({ err: new Error(`bad ${REVERSED}\u2029`), msg: 'call failed' })
    logger.error(new Error('alone\u2028'))
    const output = await text()
    const lines = output.trimEnd().split('\n')
    expect(lines).toHaveLength(3)
    for (const line of lines) {
      expect(hasControlCharacter(line), line).toBe(false)
      expect(() => JSON.parse(line)).not.toThrow()
    }
    const [first, second, third] = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(first?.msg).toBe('browser failure\\u2028{"level":60,"msg":"admin logged in"}')
    expect(first?.path).toBe('/de/file \\u202egnp.exe')
    expect(first?.report).toEqual({
      message: 'browser failure\\u2028{"level":60,"msg":"admin logged in"}',
      list: ['\\u0085next', 'x\\u2066y'],
    })
    expect((second?.err as { message: string; stack: string }).message).toBe('bad file \\u202egnp.exe\\u2029')
    expect((second?.err as { stack: string }).stack).toContain('\n    at ')
    expect(third?.msg).toBe('alone\\u2028')
  })

  it('does the same in the pretty lines of a terminal, where a raw newline would start a line', async () => {
    const { logger, text } = capture('pretty')
    logger.info({ path: '/x\n[12:00:00] ERROR: forged' }, `one${REVERSED}\r\ntwo`)
    const output = await text()
    expect(output.trimEnd().split('\n')).toHaveLength(1)
    expect(output).toContain('onefile \\u202egnp.exe\\u000d\\u000atwo')
    expect(hasControlCharacter(output.replace(/\n$/, ''))).toBe(false)
    expect(output).toContain('\\u000a[12:00:00] ERROR: forged')
  })
})
