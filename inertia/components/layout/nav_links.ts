/** Header links of docs/product.md */
export const NAV_LINKS = [
  { href: '/', label: 'HOME' },
  { href: '/leaderboard', label: 'LEADERBOARD' },
  { href: '/store', label: 'STORE' },
  { href: '/vault', label: 'VAULT' },
  { href: '/milestones', label: 'MILESTONES' },
  { href: '/bonus-hunt', label: 'BONUS HUNT' },
] as const
