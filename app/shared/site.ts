/**
 * Public facts of the site (referral links, socials, support address). Page props carry
 * the referral code from the server env; these are the link shapes.
 */
import type { Provider } from './leaderboards.js'

export const PARTNER_URLS: Record<Provider, string> = {
  celsius: 'https://celsius.example/r/',
  skinfans: 'https://skinfans.example/r/',
  xfun: 'https://xfun.example/r/',
  hypedrop: 'https://hypedrop.example/r/',
}

export const SOCIALS = [
  { name: 'Twitter', href: 'https://x.com/neonplay', blurb: 'Clips, giveaways and stream alerts.' },
  {
    name: 'Discord',
    href: 'https://discord.gg/neonplay',
    blurb: 'Tickets, raffles and the community.',
  },
  {
    name: 'Kick',
    href: 'https://kick.com/neonplay',
    blurb: 'Live every night. Chat earns points.',
  },
] as const

export function referralUrl(provider: Provider, code: string) {
  return `${PARTNER_URLS[provider]}${encodeURIComponent(code)}`
}
