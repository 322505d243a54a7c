import { useState } from 'react'
import { Link, usePage } from '@inertiajs/react'
import { Coins, LogOut, Menu, X } from 'lucide-react'
import { HEADER_BLUR_SCROLL_PX } from '@shared/ui'
import { navLinks } from '~/components/layout/nav_links'
import { LiveBadge } from '~/components/layout/live_badge'
import { NeonButton } from '~/components/ui/neon_button'
import { Avatar } from '~/components/ui/avatar'
import { openAuthModal, openProfileModal } from '~/lib/events'
import { useScrolled } from '~/hooks/use_scrolled'
import { useLiveProps } from '~/hooks/use_live_props'
import { logout } from '~/components/layout/logout'
import { SiteLogo } from '~/components/ui/site_logo'
import { formatWhole } from '@shared/format'
import { useT } from '~/lib/i18n'

function isActive(current: string, href: string) {
  const path = current.split('?')[0]
  return href === '/' ? path === '/' : path.startsWith(href)
}

export function SiteHeader() {
  const page = usePage()
  const { user, url } = { user: page.props.user, url: page.url }
  const links = navLinks(Boolean(page.props.rafflesOpen))
  const scrolled = useScrolled(HEADER_BLUR_SCROLL_PX)
  const [open, setOpen] = useState(false)
  const t = useT()
  // every page follows the stream going live or ending (the badge, the shared `liveStreams`)
  useLiveProps('stream', ['liveStreams'])

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 transition-colors ${scrolled ? 'border-b border-white/10 bg-night-950/70 backdrop-blur-md' : 'bg-transparent'}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 2xl:gap-4">
        <Link href="/" className="shrink-0" aria-label={t('layout.home_link')}>
          {/* the home page's largest element is the hero's copy of this logo: fetch it first */}
          <SiteLogo fetchPriority={isActive(url, '/') ? 'high' : undefined} />
        </Link>
        <LiveBadge className="mr-auto shrink-0 xl:mr-0" />

        <nav
          aria-label={t('layout.main_nav')}
          className="hidden flex-1 items-center justify-center xl:flex 2xl:gap-1"
        >
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className={`rounded-lg px-1.5 py-2 font-display text-xs font-semibold tracking-wide whitespace-nowrap transition 2xl:px-3 2xl:tracking-widest ${
                isActive(url, link.href) ? 'text-neon-pink' : 'text-slate-300 hover:text-white'
              }`}
            >
              {t(link.label)}
            </Link>
          ))}
          {user?.admin === 1 && (
            <Link
              href="/admin"
              className="rounded-lg px-1.5 py-2 font-display text-xs font-semibold tracking-wide whitespace-nowrap text-neon-orange hover:text-white 2xl:px-3 2xl:tracking-widest"
            >
              {t('layout.nav_admin')}
            </Link>
          )}
        </nav>

        <div className="hidden items-center gap-3 xl:flex">
          {user ? (
            <>
              <span
                className="flex items-center gap-1.5 rounded-full bg-night-800 px-3 py-1.5 text-sm font-semibold text-neon-mint ring-1 ring-neon-mint/30"
                title={t('layout.points_balance')}
              >
                <Coins aria-hidden className="h-4 w-4" />
                {formatWhole(user.balance)}
              </span>
              <button
                type="button"
                onClick={openProfileModal}
                className="flex items-center gap-2 rounded-full p-1 hover:bg-white/5 2xl:pr-3"
              >
                <Avatar src={user.avatar} alt="" size={32} />
                {/* shown from 1536 px; below, only its name for assistive technology */}
                <span className="sr-only text-sm font-semibold 2xl:not-sr-only">
                  {user.username}
                </span>
              </button>
              <button
                type="button"
                onClick={logout}
                aria-label={t('layout.log_out')}
                className="rounded-lg p-2 text-slate-400 hover:bg-white/5 hover:text-white"
              >
                <LogOut className="h-5 w-5" aria-hidden />
              </button>
            </>
          ) : (
            <NeonButton onClick={() => openAuthModal('login')}>
              {t('layout.login_button')}
            </NeonButton>
          )}
        </div>

        <button
          type="button"
          className="rounded-lg p-2 text-slate-200 hover:bg-white/5 xl:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t('layout.close_menu') : t('layout.open_menu')}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
        </button>
      </div>

      {open && (
        <nav
          id="mobile-menu"
          aria-label={t('layout.mobile_nav')}
          className="border-t border-white/10 bg-night-950/95 px-4 pt-2 pb-5 backdrop-blur-md xl:hidden"
        >
          <LiveBadge full className="flex-col items-stretch py-3" />
          <ul className="flex flex-col">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  onClick={() => setOpen(false)}
                  className="block py-3 font-display text-sm font-semibold tracking-widest text-slate-200"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href="/vip"
                onClick={() => setOpen(false)}
                className="block animate-glitch py-3 font-display text-sm font-extrabold tracking-widest text-neon-pink"
              >
                {t('layout.nav_vip')}
              </Link>
            </li>
          </ul>
          <div className="mt-3 border-t border-white/10 pt-4">
            {user ? (
              <div className="flex items-center justify-between gap-3">
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false)
                    openProfileModal()
                  }}
                  className="flex items-center gap-2"
                >
                  <Avatar src={user.avatar} alt="" size={36} />
                  <span className="font-semibold">{user.username}</span>
                  <span className="text-sm text-neon-mint">
                    {t('layout.points_short', { points: formatWhole(user.balance) })}
                  </span>
                </button>
                <NeonButton variant="vapourGray" size="sm" onClick={logout}>
                  {t('layout.logout_button')}
                </NeonButton>
              </div>
            ) : (
              <NeonButton
                className="w-full"
                onClick={() => {
                  setOpen(false)
                  openAuthModal('login')
                }}
              >
                {t('layout.login_button')}
              </NeonButton>
            )}
          </div>
        </nav>
      )}
    </header>
  )
}
