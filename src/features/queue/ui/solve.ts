/**
 * Solves an opening's proof of work in the browser (issue 43) with ALTCHA's library, loaded only
 * when an opening asks for one: the waiting room's own script stays small. Answers what the join
 * call takes (`altcha`), or null when the challenge is not one or could not be solved in time.
 */
export async function solveProofOfWork(challenge: unknown): Promise<string | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')])
  if (!challenge || typeof challenge !== 'object' || !('parameters' in challenge)) return null
  const solution = await solveChallenge({
    challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'],
    deriveKey,
    timeout: 120_000,
  })
  return solution ? JSON.stringify({ challenge, solution }) : null
}
