/**
 * How fair a queue was (issue 43): Spearman's rank correlation between the order visitors joined
 * in and the order they were admitted in. Near 0 for the pre-queue (the draw ignores arrival), near
 * 1 for later arrivals (first come, first served). Used by the tests and `npm run bench:surge`.
 */

/** Ranks 1..n of values (ties share their mean rank). */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value)
  const result = new Array<number>(values.length).fill(0)
  for (let start = 0; start < order.length;) {
    let end = start
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end++
    for (let k = start; k <= end; k++) result[order[k]?.index ?? 0] = (start + end) / 2 + 1
    start = end + 1
  }
  return result
}

/** Spearman's rho of paired values (Pearson's correlation of their ranks); 0 for fewer than two pairs or no spread. */
export function rankCorrelation(xs: readonly number[], ys: readonly number[]): number {
  const n = Math.min(xs.length, ys.length)
  if (n < 2) return 0
  const rx = ranks(xs.slice(0, n))
  const ry = ranks(ys.slice(0, n))
  const mean = (n + 1) / 2
  let covariance = 0
  let varianceX = 0
  let varianceY = 0
  for (let i = 0; i < n; i++) {
    const dx = (rx[i] ?? 0) - mean
    const dy = (ry[i] ?? 0) - mean
    covariance += dx * dy
    varianceX += dx * dx
    varianceY += dy * dy
  }
  return varianceX === 0 || varianceY === 0 ? 0 : covariance / Math.sqrt(varianceX * varianceY)
}
