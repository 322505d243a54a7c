import { Link, usePage } from '@inertiajs/react'
import { SOCIALS } from '@shared/site'
import type { MessageKey } from '@shared/messages'
import { SiteLogo } from '~/components/ui/site_logo'
import { LanguageMenu } from '~/components/layout/language_menu'
import { useT } from '~/lib/i18n'

type FooterLink = { href: string; label: MessageKey }

const EXPLORE: FooterLink[] = [
  { href: '/leaderboard', label: 'layout.footer_leaderboard' },
  { href: '/milestones', label: 'layout.footer_milestones' },
  { href: '/store', label: 'layout.footer_point_shop' },
  { href: '/vault', label: 'layout.footer_vault' },
  { href: '/schedule', label: 'layout.footer_schedule' },
  { href: '/predictions', label: 'layout.footer_predictions' },
  { href: '/polls', label: 'layout.footer_polls' },
]

const USEFUL: FooterLink[] = [
  { href: '/faq', label: 'layout.footer_faq' },
  { href: '/privacy', label: 'layout.footer_privacy' },
  { href: '/account', label: 'layout.footer_account' },
  { href: '/tos', label: 'layout.footer_terms' },
]

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 font-display text-xs font-bold tracking-[0.2em] text-neon-cyan">
        {title}
      </h2>
      <ul className="space-y-2 text-sm text-slate-300">{children}</ul>
    </div>
  )
}

/** A footer column of links within the site */
function SiteLinksColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const t = useT()
  return (
    <FooterColumn title={title}>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} className="hover:text-white">
            {t(l.label)}
          </Link>
        </li>
      ))}
    </FooterColumn>
  )
}

export function SiteFooter() {
  const { site } = usePage().props
  const t = useT()
  return (
    <footer className="mt-20 border-t border-white/10 bg-night-950/80">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <SiteLogo loading="lazy" />
          <p className="text-sm text-slate-400">{t('layout.footer_about')}</p>
          <LanguageMenu />
        </div>
        <SiteLinksColumn title={t('layout.footer_explore')} links={EXPLORE} />
        <SiteLinksColumn title={t('layout.footer_useful_links')} links={USEFUL} />
        <FooterColumn title={t('layout.footer_social_media')}>
          {SOCIALS.map((s) => (
            <li key={s.name}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-white"
              >
                {s.name}
              </a>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t border-white/5">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs text-slate-400">
          <p>{t('layout.footer_responsible')}</p>
          <p className="flex flex-wrap justify-between gap-2">
            <span>{t('layout.footer_copyright', { year: String(new Date().getFullYear()) })}</span>
            <a href={`mailto:${site.supportEmail}`} className="text-neon-cyan hover:underline">
              {site.supportEmail}
            </a>
          </p>
        </div>
      </div>
    </footer>
  )
}
