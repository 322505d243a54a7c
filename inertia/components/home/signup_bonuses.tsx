import { ExternalLink, Gift, Percent, TrendingUp, type LucideIcon } from 'lucide-react'
import { neonButtonClass } from '~/components/ui/neon_button'
import { PartnerLogo } from '~/components/ui/partner_logo'
import { SectionHeading } from '~/components/ui/section_heading'
import { IconList } from '~/components/ui/icon_list'
import type { MessageKey } from '@shared/messages'
import { useT } from '~/lib/i18n'

const PERKS: { icon: LucideIcon; title: MessageKey; text: MessageKey }[] = [
  { icon: Gift, title: 'home.bonus_deposit_title', text: 'home.bonus_deposit_text' },
  { icon: Percent, title: 'home.bonus_rakeback_title', text: 'home.bonus_rakeback_text' },
  { icon: TrendingUp, title: 'home.bonus_level_up_title', text: 'home.bonus_level_up_text' },
]

/**
 * The #bonuses anchor of the hero: what the referral code gets you, and VISIT when the
 * partner's referral link is configured
 */
export function SignupBonuses({ code, link }: { code: string; link: string | undefined }) {
  const t = useT()
  const perks = PERKS.map((perk) => ({ ...perk, title: t(perk.title), text: t(perk.text) }))
  return (
    <section id="bonuses" aria-labelledby="bonuses-title" className="scroll-mt-20">
      <SectionHeading
        id="bonuses-title"
        eyebrow={t('home.bonuses_eyebrow')}
        title={t('home.bonuses_title')}
      />
      <div className="neon-panel relative mx-auto max-w-4xl overflow-hidden p-6 sm:p-8">
        <div
          aria-hidden
          className="absolute -top-24 -right-24 h-64 w-64 rounded-full bg-neon-cyan/15 blur-3xl"
        />
        <div className="relative flex flex-col gap-8 md:flex-row md:items-center">
          <div className="flex flex-col items-center gap-4 text-center md:w-64 md:shrink-0">
            <PartnerLogo provider="celsius" className="h-12 w-auto" loading="lazy" />
            <p className="text-sm text-slate-300">{t('home.bonuses_sign_up')}</p>
            <p className="rounded-xl border border-dashed border-neon-cyan/60 bg-neon-cyan/10 px-6 py-2 font-display text-2xl font-extrabold tracking-[0.2em] text-white">
              {code}
            </p>
          </div>
          <IconList items={perks} look="rows" className="grid flex-1 gap-3" />
        </div>
        {link && (
          <div className="relative mt-8 flex justify-center md:justify-end">
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className={neonButtonClass('main', 'lg', 'w-full sm:w-auto sm:min-w-48')}
            >
              {t('home.bonuses_visit')}
              <ExternalLink aria-hidden className="h-4 w-4" />
              <span className="sr-only">{t('home.bonuses_visit_new_tab')}</span>
            </a>
          </div>
        )}
      </div>
    </section>
  )
}
