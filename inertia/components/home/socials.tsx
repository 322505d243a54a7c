import { ExternalLink } from 'lucide-react'
import { SOCIALS } from '@shared/site'
import { MaskIcon } from '~/components/ui/mask_icon'
import { neonButtonClass } from '~/components/ui/neon_button'
import { SectionHeading } from '~/components/ui/section_heading'
import { useT } from '~/lib/i18n'

const LOOK: Record<(typeof SOCIALS)[number]['name'], { icon: string; tint: string }> = {
  Twitter: { icon: '/assets-static/social/twitter.svg', tint: 'text-neon-cyan bg-neon-cyan/10' },
  Discord: {
    icon: '/assets-static/social/discord.svg',
    tint: 'text-neon-violet bg-neon-violet/15',
  },
  Kick: { icon: '/assets-static/social/kick.svg', tint: 'text-neon-green bg-neon-green/10' },
}

/** Twitter, Discord and Kick, each opening in a new tab */
export function Socials() {
  const t = useT()
  return (
    <section aria-labelledby="socials-title">
      <SectionHeading
        id="socials-title"
        eyebrow={t('home.socials_eyebrow')}
        title={t('home.socials_title')}
      />
      <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-3">
        {SOCIALS.map((social) => (
          <li
            key={social.name}
            className="neon-panel flex flex-col items-center p-6 text-center transition hover:-translate-y-1 hover:border-neon-pink/40"
          >
            <span
              className={`flex h-14 w-14 items-center justify-center rounded-2xl ${LOOK[social.name].tint}`}
            >
              <MaskIcon src={LOOK[social.name].icon} className="h-7 w-7" />
            </span>
            <h3 className="mt-4 font-display text-lg font-bold text-white">{social.name}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-300">{t(social.blurb)}</p>
            <a
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              className={neonButtonClass('vapourPink', 'md', 'mt-5 w-full')}
            >
              {t('home.socials_join')}
              <ExternalLink aria-hidden className="h-4 w-4" />
              <span className="sr-only">
                {t('home.socials_join_new_tab', { network: social.name })}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
