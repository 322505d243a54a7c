import { Link, usePage } from '@inertiajs/react'
import { SOCIALS } from '@shared/site'
import { SiteLogo } from '~/components/ui/site_logo'

const EXPLORE = [
  { href: '/leaderboard', label: 'Leaderboard' },
  { href: '/milestones', label: 'Milestones' },
  { href: '/store', label: 'Point Shop' },
  { href: '/vault', label: 'Vault' },
]

const USEFUL = [
  { href: '/faq', label: 'FAQ' },
  { href: '/privacy', label: 'Privacy' },
  { href: '/account', label: 'Account' },
  { href: '/tos', label: 'Terms of Service' },
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
function SiteLinksColumn({
  title,
  links,
}: {
  title: string
  links: { href: string; label: string }[]
}) {
  return (
    <FooterColumn title={title}>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} className="hover:text-white">
            {l.label}
          </Link>
        </li>
      ))}
    </FooterColumn>
  )
}

export function SiteFooter() {
  const { site } = usePage().props
  return (
    <footer className="mt-20 border-t border-white/10 bg-night-950/80">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <SiteLogo loading="lazy" />
          <p className="text-sm text-slate-400">
            Leaderboards, giveaways and rewards for the NEONPLAY community. Social gaming only: no
            real money is handled on this site.
          </p>
        </div>
        <SiteLinksColumn title="EXPLORE" links={EXPLORE} />
        <SiteLinksColumn title="USEFUL LINKS" links={USEFUL} />
        <FooterColumn title="SOCIAL MEDIA">
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
          <p>
            18+ only. Gambling can be addictive: play responsibly and only with what you can afford
            to lose. If gambling stops being fun, take a break and reach out to a support service
            such as BeGambleAware.
          </p>
          <p className="flex flex-wrap justify-between gap-2">
            <span>© {new Date().getFullYear()} NEONPLAY. All rights reserved.</span>
            <a href={`mailto:${site.supportEmail}`} className="text-neon-cyan hover:underline">
              {site.supportEmail}
            </a>
          </p>
        </div>
      </div>
    </footer>
  )
}
