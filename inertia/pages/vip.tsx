import { usePage } from '@inertiajs/react'
import { Crown, Gem, Headset, Sparkles, Zap, type LucideIcon } from 'lucide-react'
import { formatUsd } from '@shared/format'
import type { MessageKey } from '@shared/messages'
import { PageHeader } from '~/components/ui/page_header'
import { neonButtonClass } from '~/components/ui/neon_button'
import { IconList } from '~/components/ui/icon_list'
import { useLocale, useT } from '~/lib/i18n'

const PERKS: { icon: LucideIcon; title: MessageKey; text: MessageKey }[] = [
  { icon: Zap, title: 'vip.perk_rakeback_title', text: 'vip.perk_rakeback_text' },
  { icon: Gem, title: 'vip.perk_drops_title', text: 'vip.perk_drops_text' },
  { icon: Headset, title: 'vip.perk_line_title', text: 'vip.perk_line_text' },
  { icon: Sparkles, title: 'vip.perk_stream_title', text: 'vip.perk_stream_text' },
]

/** The tiers' names are the club's own, the same in every language */
const TIERS = [
  { name: 'Neon', wager: 25_000, tint: 'border-neon-cyan/40 text-neon-cyan from-neon-cyan/15' },
  {
    name: 'Ultra',
    wager: 100_000,
    tint: 'border-neon-pink/40 text-neon-pink from-neon-pink/15',
  },
  { name: 'Legend', wager: 500_000, tint: 'border-gold/50 text-gold from-gold/20' },
]

export default function VipPage() {
  const { site } = usePage().props
  const t = useT()
  const locale = useLocale()
  const perks = PERKS.map((perk) => ({ ...perk, title: t(perk.title), text: t(perk.text) }))
  const code = site.referralCode
  return (
    <>
      <PageHeader title={t('vip.title')} subtitle={t('vip.subtitle')} />
      <div className="mx-auto max-w-5xl space-y-14 px-4">
        <IconList items={perks} look="panels" className="grid gap-4 sm:grid-cols-2" />

        <section aria-labelledby="vip-tiers">
          <h2 id="vip-tiers" className="neon-title mb-2 text-center text-2xl">
            {t('vip.tiers_title')}
          </h2>
          <p className="mb-6 text-center text-sm text-slate-300">
            {t('vip.tiers_intro', { code })}
          </p>
          <ul className="grid gap-4 sm:grid-cols-3">
            {TIERS.map((tier) => (
              <li
                key={tier.name}
                className={`rounded-2xl border bg-gradient-to-b to-night-900/90 p-6 text-center ${tier.tint}`}
              >
                <Crown aria-hidden className="mx-auto h-8 w-8" />
                <p className="mt-3 font-display text-xl font-extrabold">{tier.name}</p>
                <p className="mt-1 text-sm text-slate-200">
                  {t('vip.tier_wager', { amount: formatUsd(tier.wager, locale) })}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section className="neon-panel p-6 text-center sm:p-10" aria-labelledby="vip-join">
          <h2 id="vip-join" className="neon-title text-2xl">
            {t('vip.join_title')}
          </h2>
          <ol className="mx-auto mt-5 max-w-xl space-y-2 text-left text-sm text-slate-200 sm:text-base">
            <li>{t('vip.join_sign_up', { code })}</li>
            <li>{t('vip.join_link')}</li>
            <li>{t('vip.join_ticket')}</li>
          </ol>
          {site.referralLinks.celsius && (
            <a
              href={site.referralLinks.celsius}
              target="_blank"
              rel="noopener noreferrer"
              className={neonButtonClass('main', 'lg', 'mt-8')}
            >
              {t('vip.join_play')}
            </a>
          )}
          <p className="mt-4 text-xs text-slate-400">{t('vip.responsible')}</p>
        </section>
      </div>
    </>
  )
}
