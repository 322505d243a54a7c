import { useEffect } from 'react'
import { router } from '@inertiajs/react'
import { Maximize2 } from 'lucide-react'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import { BONUS_HUNT_REFRESH_MS } from '@shared/hunt'
import { PageHeader } from '~/components/ui/page_header'
import { NeonButton } from '~/components/ui/neon_button'
import { HuntView } from '~/components/bonus_hunt/hunt_view'
import { lazyDialog } from '~/components/ui/lazy_dialog'
import { GuessPanel } from '~/components/bonus_hunt/guess_panel'
import { useLiveProps } from '~/hooks/use_live_props'
import { SlotRequestPanel } from '~/components/bonus_hunt/slot_request_panel'
import type { PublicSlotQueue } from '@shared/slot_requests'
import { useDialogState } from '~/hooks/use_dialog_state'
import { useT } from '~/lib/i18n'
import type { HuntStats } from '@shared/hunt_stats'
import { HuntStatsPanel } from '~/components/bonus_hunt/hunt_stats_panel'
import { HuntLinks } from '~/components/bonus_hunt/hunt_links'

const BonusHuntDialog = lazyDialog(() =>
  import('~/components/bonus_hunt/bonus_hunt_dialog').then((m) => m.BonusHuntDialog)
)

const HUNT_PROPS = ['hunt', 'my_guess', 'requests', 'stats']

/**
 * The fallback while the live stream is down: every 10 s (while the tab is visible) an Inertia
 * partial visit for the hunt and the visitor's guess. Not
 * usePoll / router.reload: they send `Cache-Control: no-cache`, which makes the browser skip
 * its cache. As a plain visit the browser revalidates its copy with If-None-Match, and a hunt
 * that has not changed costs a 304 without a body.
 */
function useHuntRefresh(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    const timer = setInterval(() => {
      if (document.hidden) return
      router.visit(window.location.href, {
        only: HUNT_PROPS,
        preserveScroll: true,
        preserveState: true,
        replace: true,
        async: true,
      })
    }, BONUS_HUNT_REFRESH_MS)
    return () => clearInterval(timer)
  }, [enabled])
}

export default function BonusHuntPage({
  hunt,
  my_guess: myGuess,
  requests,
  stats,
}: InertiaProps<{
  hunt: Data.BonusHunt | null
  my_guess: number | null
  requests: PublicSlotQueue
  stats: HuntStats | null
}>) {
  const live = useLiveProps('hunt', ['hunt', 'requests', 'stats'], { privateProps: ['my_guess'] })
  useHuntRefresh(!live)
  const [popOutDialog, showPopOut] = useDialogState()
  const t = useT()

  return (
    <>
      <PageHeader title={t('hunt.title')} subtitle={t('hunt.subtitle')}>
        <HuntLinks current="live" />
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4">
        {hunt ? (
          <>
            <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
              <div className="flex items-center gap-3">
                <h2 className="font-display text-lg font-bold text-white">{hunt.title}</h2>
                {hunt.status === 'live' ? (
                  <span className="inline-flex items-center gap-1.5 rounded-full bg-red-500/15 px-2.5 py-1 font-display text-[0.65rem] font-bold tracking-widest text-red-300 ring-1 ring-red-400/40">
                    <span
                      aria-hidden
                      className="h-2 w-2 rounded-full bg-red-400 motion-safe:animate-pulse"
                    />
                    {t('hunt.live')}
                  </span>
                ) : (
                  <span className="rounded-full bg-white/10 px-2.5 py-1 font-display text-[0.65rem] font-bold tracking-widest text-slate-300">
                    {t('hunt.finished')}
                  </span>
                )}
              </div>
              <NeonButton
                variant="vapourGray"
                size="sm"
                icon={Maximize2}
                iconClassName="h-3.5 w-3.5"
                onClick={showPopOut}
              >
                {t('hunt.pop_out')}
              </NeonButton>
            </div>
            <HuntView hunt={hunt} />
            {stats && <HuntStatsPanel stats={stats} />}
            <GuessPanel guessing={hunt.guessing} live={hunt.status === 'live'} myGuess={myGuess} />
            <SlotRequestPanel queue={requests} />
            <BonusHuntDialog hunt={hunt} {...popOutDialog} />
          </>
        ) : (
          <div className="neon-panel px-6 py-16 text-center">
            <p className="font-display text-lg font-bold tracking-widest text-white">
              {t('hunt.none_title')}
            </p>
            <p className="mt-2 text-slate-300">{t('hunt.none_text')}</p>
          </div>
        )}
        {!hunt && <SlotRequestPanel queue={requests} />}
      </div>
    </>
  )
}
