import { usePage } from '@inertiajs/react'
import { Crown, Gem, Headset, Sparkles, Zap } from 'lucide-react'
import { PageHeader } from '~/components/ui/page_header'
import { neonButtonClass } from '~/components/ui/neon_button'
import { IconList } from '~/components/ui/icon_list'

const PERKS = [
  {
    icon: Zap,
    title: 'Boosted rakeback',
    text: 'On top of the 5% instant rakeback every code user gets, VIPs get a personal rakeback deal on Celsius.',
  },
  {
    icon: Gem,
    title: 'Exclusive drops',
    text: 'VIP-only giveaways, bonus-buy sponsorships and first pick of limited Point Shop items.',
  },
  {
    icon: Headset,
    title: 'A direct line',
    text: 'A private VIP channel on Discord and a host who answers you personally, day or night.',
  },
  {
    icon: Sparkles,
    title: 'On-stream moments',
    text: 'Pick slots for the bonus hunt, join tournament brackets and get shoutouts on the big screen.',
  },
]

const TIERS = [
  { name: 'Neon', wager: '$25,000', tint: 'border-neon-cyan/40 text-neon-cyan from-neon-cyan/15' },
  {
    name: 'Ultra',
    wager: '$100,000',
    tint: 'border-neon-pink/40 text-neon-pink from-neon-pink/15',
  },
  { name: 'Legend', wager: '$500,000', tint: 'border-gold/50 text-gold from-gold/20' },
]

export default function VipPage() {
  const { site } = usePage().props
  return (
    <>
      <PageHeader
        title="VIP Club"
        subtitle="For the players who are always there when the stream is live. Bigger perks, a direct line to the team, and a seat at the front."
      />
      <div className="mx-auto max-w-5xl space-y-14 px-4">
        <IconList items={PERKS} look="panels" className="grid gap-4 sm:grid-cols-2" />

        <section aria-labelledby="vip-tiers">
          <h2 id="vip-tiers" className="neon-title mb-2 text-center text-2xl">
            Tiers
          </h2>
          <p className="mb-6 text-center text-sm text-slate-300">
            Based on your monthly wager on Celsius with code {site.referralCode}.
          </p>
          <ul className="grid gap-4 sm:grid-cols-3">
            {TIERS.map((tier) => (
              <li
                key={tier.name}
                className={`rounded-2xl border bg-gradient-to-b to-night-900/90 p-6 text-center ${tier.tint}`}
              >
                <Crown aria-hidden className="mx-auto h-8 w-8" />
                <p className="mt-3 font-display text-xl font-extrabold">{tier.name}</p>
                <p className="mt-1 text-sm text-slate-200">{tier.wager} wagered a month</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="neon-panel p-6 text-center sm:p-10" aria-labelledby="vip-join">
          <h2 id="vip-join" className="neon-title text-2xl">
            How to join
          </h2>
          <ol className="mx-auto mt-5 max-w-xl space-y-2 text-left text-sm text-slate-200 sm:text-base">
            <li>1. Sign up on Celsius with code {site.referralCode} and play as usual.</li>
            <li>2. Link your Celsius username in your profile here.</li>
            <li>3. Reach a tier in a month, then open a VIP ticket on our Discord.</li>
          </ol>
          {site.referralLinks.celsius && (
            <a
              href={site.referralLinks.celsius}
              target="_blank"
              rel="noopener noreferrer"
              className={neonButtonClass('main', 'lg', 'mt-8')}
            >
              PLAY ON CELSIUS
            </a>
          )}
          <p className="mt-4 text-xs text-slate-400">18+ only. Please play responsibly.</p>
        </section>
      </div>
    </>
  )
}
