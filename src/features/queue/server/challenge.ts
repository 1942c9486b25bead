import 'server-only'

import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import { env } from '@/lib/env'
import { isRecord, prop } from '@/lib/types/guards'

/**
 * The proof of work an opening may ask before giving a place (issue 43), with ALTCHA's open-source
 * library: no third-party service, no cookie. The challenge is signed and expires, so the server
 * keeps nothing; its counter is known to us (ALTCHA's deterministic mode), so checking an answer
 * costs one hash while finding it costs the browser thousands. Each level doubles the work.
 */

const BASE_COUNTER = 5_000
const EXPIRES_SECONDS = 10 * 60

function secrets() {
  const secret = env().PAYLOAD_SECRET
  return { hmacSignatureSecret: `${secret}\u0000altcha`, hmacKeySignatureSecret: `${secret}\u0000altcha-key` }
}

/** A new challenge of difficulty `level` (1 or more). */
export async function newChallenge(level: number): Promise<Challenge> {
  const low = BASE_COUNTER * 2 ** (Math.max(1, level) - 1)
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(low, low * 2),
    deriveKey,
    expiresAt: new Date(Date.now() + EXPIRES_SECONDS * 1000),
    data: { level },
    ...secrets(),
  })
}

/** The browser's answer as it posts it: JSON of `{ challenge, solution }`; null when it is not that shape. */
function answerOf(text: string | undefined): { challenge: Challenge; solution: Solution } | null {
  if (!text) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  const challenge = prop(parsed, 'challenge')
  const solution = prop(parsed, 'solution')
  const parameters = prop(challenge, 'parameters')
  if (!isRecord(challenge) || !isRecord(parameters) || !isRecord(solution)) return null
  const counter = prop(solution, 'counter')
  const derivedKey = prop(solution, 'derivedKey')
  if (typeof counter !== 'number' || typeof derivedKey !== 'string') return null
  if (typeof parameters.algorithm !== 'string' || typeof parameters.nonce !== 'string' || typeof parameters.salt !== 'string') return null
  if (typeof parameters.cost !== 'number' || typeof parameters.keyLength !== 'number' || typeof parameters.keyPrefix !== 'string')
    return null
  return {
    challenge: {
      parameters: {
        ...parameters,
        algorithm: parameters.algorithm,
        nonce: parameters.nonce,
        salt: parameters.salt,
        cost: parameters.cost,
        keyLength: parameters.keyLength,
        keyPrefix: parameters.keyPrefix,
      },
      signature: typeof challenge.signature === 'string' ? challenge.signature : undefined,
    },
    solution: { counter, derivedKey },
  }
}

/** Whether `text` solves one of our challenges of at least difficulty `level`, unexpired. */
export async function verifyChallenge(text: string | undefined, level: number): Promise<boolean> {
  const answer = answerOf(text)
  if (!answer) return false
  const given = prop(answer.challenge.parameters, 'data')
  if (typeof prop(given, 'level') !== 'number' || Number(prop(given, 'level')) < level) return false
  try {
    return (await verifySolution({ ...answer, deriveKey, ...secrets() })).verified
  } catch {
    // A malformed challenge (a made-up algorithm, a key of the wrong length) is no proof.
    return false
  }
}
