/** Header links of docs/product.md */
export const NAV_LINKS = [
  { href: '/', label: 'HOME' },
  { href: '/leaderboard', label: 'LEADERBOARD' },
  { href: '/store', label: 'STORE' },
  { href: '/vault', label: 'VAULT' },
  { href: '/milestones', label: 'MILESTONES' },
  { href: '/bonus-hunt', label: 'BONUS HUNT' },
] as const

/** Shown after the others while a raffle takes entries (the shared `rafflesOpen` prop) */
export const RAFFLES_LINK = { href: '/raffles', label: 'RAFFLES' } as const

/** The header's links for the current state of the site */
export function navLinks(rafflesOpen: boolean) {
  return rafflesOpen ? [...NAV_LINKS, RAFFLES_LINK] : NAV_LINKS
}
