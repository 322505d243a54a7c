/**
 * The pool shared among the winners in proportion to their stakes, in whole points, nothing
 * lost or invented: each winner gets floor(pool × stake / winning stakes); the points left
 * (fewer than the number of winners) go one each to the largest remainders of that division,
 * ties to the earliest stake (then the lower stake id). With no winning stake, every stake is
 * refunded.
 */
export type StakeForShare = { id: number; outcome: number; amount: number; stakedAt: number }

export function sharePool(
  pool: number,
  stakes: readonly StakeForShare[],
  winningOutcome: number | null
): Map<number, number> {
  const winners = stakes.filter((stake) => stake.outcome === winningOutcome)
  const winning = winners.reduce((sum, stake) => sum + BigInt(stake.amount), 0n)
  if (winningOutcome === null || winning === 0n) {
    return new Map(stakes.map((stake) => [stake.id, stake.amount]))
  }
  const total = BigInt(pool)
  const shares = winners.map((stake) => {
    const exact = total * BigInt(stake.amount)
    return { stake, points: exact / winning, remainder: exact % winning }
  })
  let left = total - shares.reduce((sum, share) => sum + share.points, 0n)
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder
      ? a.stake.stakedAt - b.stake.stakedAt || a.stake.id - b.stake.id
      : a.remainder > b.remainder
        ? -1
        : 1
  )
  for (const share of byRemainder) {
    if (left === 0n) break
    share.points += 1n
    left -= 1n
  }
  const payouts = new Map(stakes.map((stake) => [stake.id, 0]))
  for (const share of shares) payouts.set(share.stake.id, Number(share.points))
  return payouts
}
