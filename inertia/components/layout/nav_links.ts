import type { MessageKey } from '@shared/messages'

type NavLink = { href: string; label: MessageKey }

/** Header links of docs/product.md */
export const NAV_LINKS: readonly NavLink[] = [
  { href: '/', label: 'layout.nav_home' },
  { href: '/leaderboard', label: 'layout.nav_leaderboard' },
  { href: '/store', label: 'layout.nav_store' },
  { href: '/vault', label: 'layout.nav_vault' },
  { href: '/milestones', label: 'layout.nav_milestones' },
  { href: '/bonus-hunt', label: 'layout.nav_bonus_hunt' },
  { href: '/schedule', label: 'layout.nav_schedule' },
  { href: '/predictions', label: 'layout.nav_predictions' },
]

/** Shown after the others while a raffle takes entries (the shared `rafflesOpen` prop) */
export const RAFFLES_LINK: NavLink = { href: '/raffles', label: 'layout.nav_raffles' }

/** The header's links for the current state of the site */
export function navLinks(rafflesOpen: boolean) {
  return rafflesOpen ? [...NAV_LINKS, RAFFLES_LINK] : NAV_LINKS
}
