/**
 * Wager milestones: the prize for each amount wagered.
 */

/** Wager milestones: prize for wager required */
export const MILESTONES = [
  { prize: 25, wagerRequired: 10_000 },
  { prize: 150, wagerRequired: 50_000 },
  { prize: 300, wagerRequired: 100_000 },
  { prize: 600, wagerRequired: 250_000 },
  { prize: 1_000, wagerRequired: 500_000 },
  { prize: 2_000, wagerRequired: 1_000_000 },
  { prize: 6_000, wagerRequired: 2_500_000 },
  { prize: 15_000, wagerRequired: 5_000_000 },
  { prize: 25_000, wagerRequired: 10_000_000 },
  { prize: 85_000, wagerRequired: 50_000_000 },
  { prize: 150_000, wagerRequired: 100_000_000 },
] as const
