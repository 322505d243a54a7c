import { POINTS } from '@shared/points'
import { SHOP_TIERS } from '@shared/shop'
import { VAULT } from '@shared/vault'
import { formatWhole } from '@shared/format'

export type FaqItem = { question: string; answer: string }

/** The two questions of the home page (docs/product.md) */
export const HOME_FAQ: FaqItem[] = [
  {
    question: 'What Bonuses Are Available?',
    answer:
      'Signing up with our code unlocks welcome bonuses on your first deposits, referral bonuses when you bring friends along, and seasonal bonuses around big events and holidays. Availability and eligibility vary by site, so check the partner’s promotions page for the exact terms in your country.',
  },
  {
    question: 'How Does the Leaderboard Work?',
    answer:
      'Every player who signed up with our code is ranked by their activity and performance on the partner site during the month. The higher your rank, the better your reward, and the top 10 share the prize pool. Standings are updated regularly throughout the month.',
  },
]

/** The FAQ page: the home questions, then the rest of the site */
export const FAQ_PAGE: FaqItem[] = [
  ...HOME_FAQ,
  {
    question: 'How do I earn points?',
    answer: `Link your Kick account in your profile (CONNECTIONS) and hang out in the stream chat. While the stream is live, everyone who chatted gets ${POINTS.perWindow} points every ${POINTS.windowMinutes} minutes. Known bots earn nothing.`,
  },
  {
    question: 'What can I buy in the Point Shop?',
    answer: `Tips to your Celsius account, Discord roles, stream perks and merch. Items are grouped by price: below ${formatWhole(SHOP_TIERS[0])} points, below ${formatWhole(SHOP_TIERS[1])}, below ${formatWhole(SHOP_TIERS[2])}, and the big ones above that. After a purchase, open a ticket on our Discord with your purchase details so we can send it.`,
  },
  {
    question: 'Why do I need to link my Celsius username?',
    answer:
      'Tips and milestone rewards are paid to your Celsius account, and wager milestones are checked against it. Add your Celsius username in your profile under CONNECTIONS before buying or claiming.',
  },
  {
    question: 'How does the Vault work?',
    answer: `The vault starts at $${VAULT.streamStartingPot} and grows every stream by at least $${VAULT.minimumAddedPerStream}. After each stream a roulette spin decides whether it is won; if it is, the whole vault goes to one contributor, drawn at random and weighted by how much they added. The draw is provably fair: the seed hash is published on the Vault page before the draw.`,
  },
  {
    question: 'How are wager milestones paid?',
    answer:
      'Pick the milestone you reached on the Milestones page and file a claim. All wagering is manually reviewed, and only slot-only wagering guarantees the full payout.',
  },
  {
    question: 'Is this a gambling site?',
    answer:
      'No. NEONPLAY is a social gaming community: no real money is handled here. Points have no cash value. Gambling happens on the partner sites, which have their own terms. You must be 18 or older.',
  },
]
