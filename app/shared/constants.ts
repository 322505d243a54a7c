/**
 * Product constants of SPEC section 9, shared by the server and the React pages.
 * Pure data: no imports, safe for both bundles.
 */

export const PROVIDERS = ['celsius', 'skinfans', 'xfun', 'hypedrop'] as const
export type Provider = (typeof PROVIDERS)[number]

export const PROVIDER_LABELS: Record<Provider, string> = {
  celsius: 'Celsius',
  skinfans: 'SkinFans',
  xfun: 'XFun',
  hypedrop: 'HypeDrop',
}

/** Default monthly prize pools when a board has no data */
export const DEFAULT_PRIZE_POOLS: Record<Provider, number> = {
  celsius: 2500,
  skinfans: 2500,
  xfun: 10000,
  hypedrop: 2500,
}

/** Ranks 1-10 share of the prize pool, in percent */
export const DEFAULT_PRIZE_SPLIT = [40, 20, 12, 8, 6, 5, 3, 2.5, 2, 1.5] as const

export const LEADERBOARD = {
  initialRows: 7,
  prizedRanks: 10,
  tableStartRank: 4,
  countUpMs: 1500,
  defaultDaysAhead: 30,
} as const

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

export const SHOP_TIERS = [5_000, 10_000, 30_000] as const

export const VAULT = {
  streamStartingPot: 50,
  minimumAddedPerStream: 25,
  recentWinners: 3,
} as const

export const POINTS = { perWindow: 6, windowMinutes: 10 } as const

export const BRACKET_CHAMPION_PRIZE = 1_500

export const ACCOUNT = {
  usernameMin: 4,
  usernameMax: 20,
  passwordMin: 8,
  passwordMax: 128,
  celsiusMax: 64,
  /** a password reset link works this long, once */
  resetTokenMinutes: 60,
  /** the email-confirmation link works this long */
  confirmLinkDays: 7,
} as const

/** Dialog timings of SPEC section 9 */
export const ACCOUNT_TIMINGS = {
  resetPageRedirectMs: 2000,
  resetDialogRedirectMs: 1500,
  resetDialogClearMs: 300,
  profileSlideMs: 300,
} as const

export const BONUS_HUNT_REFRESH_MS = 10_000

export const HEADER_BLUR_SCROLL_PX = 10

export const TOAST = {
  defaultMs: 1000,
  adminErrorMs: 4000,
  adminSuccessMs: 2000,
  max: 20,
  gutter: 8,
} as const
