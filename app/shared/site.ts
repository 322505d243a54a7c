/**
 * The streamer's social accounts. The referral code, the partners' referral links and the
 * support address come from the server's configuration in the shared `site` prop.
 */

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
