/**
 * The streamer's social accounts. The referral code, the partners' referral links and the
 * support address come from the server's configuration in the shared `site` prop. `blurb` is a
 * catalog key; the names are brands.
 */
import type { MessageKey } from './messages.js'

export const SOCIALS = [
  { name: 'Twitter', href: 'https://x.com/neonplay', blurb: 'labels.social_twitter' },
  {
    name: 'Discord',
    href: 'https://discord.gg/neonplay',
    blurb: 'labels.social_discord',
  },
  {
    name: 'Kick',
    href: 'https://kick.com/neonplay',
    blurb: 'labels.social_kick',
  },
] as const satisfies readonly { name: string; href: string; blurb: MessageKey }[]
