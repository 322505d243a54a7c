/**
 * Admin area constants shared by the server (validators, landing cards) and the admin pages.
 * Pure data: no imports, safe for both bundles.
 */

/** Upper bounds of admin inputs: generous, but a typo cannot put a billion in the vault */
export const ADMIN_LIMITS = {
  maxPointAdjustment: 10_000_000,
  reasonMax: 200,
  productNameMax: 120,
  productDescriptionMax: 2000,
  maxPrice: 100_000_000,
  maxStock: 1_000_000,
  maxVaultValue: 100_000_000,
  maxStreams: 100_000,
} as const

export const AUDIT_PAGE_SIZE = 25

/** Pending redemptions shown at once (oldest first, so nothing waits forever unseen) */
export const REDEMPTION_QUEUE_LIMIT = 100

export type AdminCardKey =
  'users' | 'shop' | 'leaderboard' | 'vault' | 'redemptions' | 'audit' | 'bonus_hunt' | 'tournament'

/** The landing page's cards: SPEC's four first, then the pages beyond SPEC */
export const ADMIN_CARDS: {
  key: AdminCardKey
  title: string
  description: string
  href: string
}[] = [
  {
    key: 'users',
    title: 'USERS',
    description: 'View and manage active users',
    href: '/admin/user',
  },
  {
    key: 'shop',
    title: 'SHOP ITEMS',
    description: 'View and manage items in the shop',
    href: '/admin/shop',
  },
  {
    key: 'leaderboard',
    title: 'Leaderboard',
    description: 'View and manage leaderboards',
    href: '/admin/leaderboard',
  },
  { key: 'vault', title: 'Vault', description: 'Manage the Vault', href: '/admin/vault' },
  {
    key: 'redemptions',
    title: 'Redemptions',
    description: 'Send or refund shop purchases and review milestone claims',
    href: '/admin/redemptions',
  },
  {
    key: 'bonus_hunt',
    title: 'Bonus Hunt',
    description: 'Run the live bonus hunt',
    href: '/admin/bonus-hunt',
  },
  {
    key: 'tournament',
    title: 'Tournament',
    description: 'Set entrants and mark bracket winners',
    href: '/admin/tournament',
  },
  {
    key: 'audit',
    title: 'Audit log',
    description: 'Every admin change: who, what, before and after',
    href: '/admin/audit',
  },
]

export type LandingCard = {
  key: AdminCardKey
  title: string
  description: string
  href: string | null
}

/** The landing cards, each linking only when its page is served (else 'Currently Unavailable') */
export function landingCards(isServed: (path: string) => boolean): LandingCard[] {
  return ADMIN_CARDS.map((card) => ({ ...card, href: isServed(card.href) ? card.href : null }))
}
