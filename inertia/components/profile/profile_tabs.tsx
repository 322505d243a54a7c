import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Tabs } from 'radix-ui'
import { Coins, History, Link2, ShieldCheck, UserRound } from 'lucide-react'
import { UserProfilePanel } from '~/components/profile/user_profile_panel'
import { ConnectionsPanel } from '~/components/profile/connections_panel'
import { ShopHistoryPanel } from '~/components/profile/shop_history_panel'
import { PointsHistoryPanel } from '~/components/profile/points_history_panel'
import { SecurityPanel } from '~/components/profile/security_panel'
import { ACCOUNT_TIMINGS } from '@shared/accounts'
import { useT } from '~/lib/i18n'

export const PROFILE_TABS = [
  { value: 'profile', label: 'profile.tab_profile', icon: UserRound },
  { value: 'connections', label: 'profile.tab_connections', icon: Link2 },
  { value: 'history', label: 'profile.tab_history', icon: History },
  { value: 'points', label: 'profile.tab_points', icon: Coins },
  { value: 'security', label: 'profile.tab_security', icon: ShieldCheck },
] as const

export type ProfileTab = (typeof PROFILE_TABS)[number]['value']

export function isProfileTab(value: unknown): value is ProfileTab {
  return PROFILE_TABS.some((t) => t.value === value)
}

/**
 * The height of the shown panel, followed as it changes (rows load, errors appear), so the
 * viewport grows and shrinks with the slide instead of keeping the tallest panel's height.
 */
function useActivePanelHeight(index: number) {
  const track = useRef<HTMLDivElement>(null)
  const [value, setValue] = useState<number | undefined>(undefined)
  useLayoutEffect(() => {
    const panel = track.current?.children[index] as HTMLElement | undefined
    if (!panel) return
    const measure = () => setValue(panel.offsetHeight)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(panel)
    return () => observer.disconnect()
  }, [index])
  return { track, value }
}

/**
 * The profile's tabs. The panels sit side by side on a track that slides 300 ms to the
 * chosen one (profile, connections, shop history, points, security); hidden panels are inert.
 */
export function ProfileTabs({ initialTab = 'profile' }: { initialTab?: ProfileTab }) {
  const t = useT()
  const [tab, setTab] = useState<ProfileTab>(initialTab)
  const index = PROFILE_TABS.findIndex((t) => t.value === tab)
  const height = useActivePanelHeight(index)
  const list = useRef<HTMLDivElement>(null)
  // on a phone the tabs scroll sideways: the chosen one (?tab=points) comes into view
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('[data-state="active"]')
    const box = list.current
    if (!active || !box || box.scrollWidth <= box.clientWidth) return
    box.scrollTo({ left: active.offsetLeft - (box.clientWidth - active.offsetWidth) / 2 })
  }, [tab])

  return (
    <Tabs.Root value={tab} onValueChange={(v) => isProfileTab(v) && setTab(v)}>
      <Tabs.List
        ref={list}
        aria-label={t('profile.tabs')}
        // a phone scrolls the tabs sideways at their own widths (five labels such as
        // CONNECTIONS or VERBINDUNGEN do not fit a fifth of 360 px); from sm, five equal columns
        className="relative mb-6 flex gap-1 overflow-x-auto rounded-xl bg-night-950/80 p-1 ring-1 ring-white/10 [scrollbar-width:none] sm:grid sm:gap-0"
        style={{ gridTemplateColumns: `repeat(${PROFILE_TABS.length}, minmax(0, 1fr))` }}
      >
        <span
          aria-hidden
          className="absolute inset-y-1 left-1 hidden rounded-lg bg-gradient-to-r from-neon-pink/25 to-neon-violet/25 ring-1 ring-neon-pink/50 transition-transform ease-out sm:block"
          style={{
            width: `calc((100% - 0.5rem) / ${PROFILE_TABS.length})`,
            transform: `translateX(${index * 100}%)`,
            transitionDuration: `${ACCOUNT_TIMINGS.profileSlideMs}ms`,
          }}
        />
        {PROFILE_TABS.map(({ value, label, icon: Icon }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="relative flex shrink-0 flex-col items-center justify-center gap-1 rounded-lg px-3 py-2 font-display text-[0.6rem] font-semibold tracking-wider text-slate-400 transition-colors hover:text-white data-[state=active]:bg-neon-pink/20 data-[state=active]:text-white data-[state=active]:ring-1 data-[state=active]:ring-neon-pink/50 sm:px-1 sm:text-xs sm:tracking-wider sm:data-[state=active]:bg-transparent sm:data-[state=active]:ring-0"
          >
            <Icon className="h-4 w-4 shrink-0" aria-hidden />
            {t(label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <div
        className="overflow-hidden transition-[height] ease-out"
        style={{ height: height.value, transitionDuration: `${ACCOUNT_TIMINGS.profileSlideMs}ms` }}
      >
        <div
          ref={height.track}
          className="flex items-start transition-transform ease-out"
          style={{
            transform: `translateX(-${index * 100}%)`,
            transitionDuration: `${ACCOUNT_TIMINGS.profileSlideMs}ms`,
          }}
        >
          {PROFILE_TABS.map(({ value }) => (
            <Tabs.Content
              key={value}
              value={value}
              forceMount
              inert={value !== tab}
              className="w-full shrink-0 px-px focus-visible:outline-none"
            >
              {value === 'profile' && <UserProfilePanel />}
              {value === 'connections' && <ConnectionsPanel active={tab === 'connections'} />}
              {value === 'history' && <ShopHistoryPanel active={tab === 'history'} />}
              {value === 'points' && <PointsHistoryPanel active={tab === 'points'} />}
              {value === 'security' && <SecurityPanel active={tab === 'security'} />}
            </Tabs.Content>
          ))}
        </div>
      </div>
    </Tabs.Root>
  )
}
