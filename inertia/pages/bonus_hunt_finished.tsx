import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import type { HuntStats } from '@shared/hunt_stats'
import { formatUtcDateTime } from '@shared/format'
import { PageHeader } from '~/components/ui/page_header'
import { HuntView } from '~/components/bonus_hunt/hunt_view'
import { GuessPanel } from '~/components/bonus_hunt/guess_panel'
import { HuntStatsPanel } from '~/components/bonus_hunt/hunt_stats_panel'
import { HuntRecordPanel, type HuntRecord } from '~/components/bonus_hunt/hunt_record_panel'
import { HuntLinks } from '~/components/bonus_hunt/hunt_links'
import { useLocale, useT } from '~/lib/i18n'

/**
 * /bonus-hunt/:id: a finished hunt in full, the live hunt's view read-only, every guess public,
 * its statistics and its frozen record
 */
export default function BonusHuntFinishedPage({
  hunt,
  stats,
  record,
}: InertiaProps<{ hunt: Data.BonusHunt; stats: HuntStats | null; record: HuntRecord }>) {
  const t = useT()
  const locale = useLocale()
  const finishedAt = record.canonical
    ? (JSON.parse(record.canonical) as { finished_at?: string }).finished_at
    : undefined
  return (
    <>
      <PageHeader title={hunt.title} subtitle={t('hunt_history.read_only')}>
        <HuntLinks current={null} />
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4">
        <div className="mb-6 flex flex-wrap items-center gap-3">
          <span className="rounded-full bg-white/10 px-2.5 py-1 font-display text-[0.65rem] font-bold tracking-widest text-slate-300">
            {t('hunt.finished')}
          </span>
          {finishedAt && (
            <span className="text-sm text-slate-400">
              {t('hunt_history.finished_on', { date: formatUtcDateTime(finishedAt, locale) })}
            </span>
          )}
        </div>
        <HuntView hunt={hunt} />
        {stats && <HuntStatsPanel stats={stats} />}
        <GuessPanel guessing={hunt.guessing} live={false} myGuess={null} />
        <HuntRecordPanel record={record} />
      </div>
    </>
  )
}
