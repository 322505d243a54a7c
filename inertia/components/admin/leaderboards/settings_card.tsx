import type { ReactNode } from 'react'
import { CalendarClock, Clock, Pencil, Trophy, type LucideIcon } from 'lucide-react'
import type { Data } from '@generated/data'
import { POINTS_BOARD, PROVIDER_LABELS, type Board } from '@shared/leaderboards'
import { formatUsd, formatUtcDateTime } from '@shared/format'
import { remainingTimeLabel } from '@shared/leaderboards'
import { Badge } from '~/components/ui/badge'
import { NeonButton } from '~/components/ui/neon_button'
import { NeonSwitch } from '~/components/ui/neon_switch'
import { CsvImport } from '~/components/admin/leaderboards/csv_import'
import { DATA_DELAYED, type BoardHealth } from '@shared/leaderboard_connectors'

export const providerLabel = (provider: string) => PROVIDER_LABELS[provider as Board] ?? provider

/** A boxed figure of the card: its titled label (with a badge at the right) above the value */
function Tile({
  icon: Icon,
  title,
  badge,
  children,
}: {
  icon: LucideIcon
  title: string
  badge?: ReactNode
  children: ReactNode
}) {
  const heading = (
    <p className="neon-label flex items-center gap-1.5">
      <Icon className="h-3.5 w-3.5" aria-hidden /> {title}
    </p>
  )
  return (
    <div className="rounded-xl bg-night-950/60 px-4 py-3 ring-1 ring-white/10">
      {badge ? (
        <div className="flex items-center justify-between gap-2">
          {heading}
          {badge}
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  )
}

/** One provider's settings: status, remaining time, enable toggle, prize, timeline */
export function SettingsCard({
  setting,
  health,
  now,
  busy,
  onToggle,
  onEdit,
  onImported,
  children,
}: {
  setting: Data.LeaderboardSetting
  /** ingestion health: failing (red, with the reason) and data delayed */
  health?: BoardHealth
  now: number
  busy: boolean
  onToggle: (enabled: boolean) => void
  onEdit: () => void
  /** after a CSV import: reload the page data */
  onImported: () => void
  /** extra actions (the Celsius image uploads) */
  children?: ReactNode
}) {
  const label = providerLabel(setting.provider)
  const remaining = remainingTimeLabel(setting.end_date, now)
  return (
    <article
      className="neon-panel flex flex-col gap-5 p-5"
      aria-label={`${label} leaderboard`}
      data-provider={setting.provider}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-display text-lg font-bold tracking-wide text-white">{label}</h2>
            <Badge tone={setting.enabled ? 'mint' : 'gray'}>
              {setting.enabled ? 'Active' : 'Inactive'}
            </Badge>
            {health?.delayed && <Badge tone="orange">{DATA_DELAYED}</Badge>}
          </div>
          <p
            className="mt-1 flex items-center gap-1.5 text-sm text-neon-cyan"
            suppressHydrationWarning
          >
            {remaining && (
              <>
                <Clock className="h-4 w-4" aria-hidden />
                {remaining}
              </>
            )}
          </p>
        </div>
        <label className="flex items-center gap-2 text-xs font-semibold tracking-wider text-slate-400 uppercase">
          <span className="hidden sm:inline">Enabled</span>
          <NeonSwitch
            checked={setting.enabled}
            disabled={busy}
            label={`Enable ${label} leaderboard`}
            onCheckedChange={onToggle}
          />
        </label>
      </header>

      <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
        <Tile icon={Trophy} title="Prize">
          <p className="font-display text-2xl font-extrabold text-gold">
            {formatUsd(setting.prize)}
          </p>
        </Tile>
        <Tile
          icon={CalendarClock}
          title="Timeline"
          badge={
            <Badge tone={setting.auto_restart ? 'cyan' : 'orange'}>
              {setting.auto_restart ? 'Auto-restart' : 'One-time'}
            </Badge>
          }
        >
          <dl className="mt-1 grid grid-cols-[3rem_1fr] gap-x-2 gap-y-0.5 text-sm">
            <dt className="text-slate-500">Start</dt>
            <dd className="text-slate-200">{formatUtcDateTime(setting.start_date)}</dd>
            <dt className="text-slate-500">End</dt>
            <dd className="text-slate-200">{formatUtcDateTime(setting.end_date)}</dd>
          </dl>
        </Tile>
      </div>

      <SyncHealth setting={setting} health={health} />

      <div className="mt-auto space-y-4">
        <div className="flex flex-wrap gap-2">
          <NeonButton variant="vapourBlue" size="sm" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden />
            Edit Settings
          </NeonButton>
          {/* the points race is read from the points ledger: it has no wagers to import */}
          {setting.provider !== POINTS_BOARD && (
            <CsvImport provider={setting.provider} onImported={onImported} />
          )}
        </div>
        {children && <div className="border-t border-white/10 pt-4">{children}</div>}
      </div>
    </article>
  )
}

/**
 * The board's last good sync (time, rows read) and, while the source is failing, the failure
 * in red with its reason and time (the board keeps its last good data meanwhile).
 */
function SyncHealth({
  setting,
  health,
}: {
  setting: Data.LeaderboardSetting
  health?: BoardHealth
}) {
  if (!health?.has_source && !setting.last_sync_error) return null
  return (
    <div className="space-y-2 text-xs" data-testid="sync-health">
      <p className="text-slate-400">
        Last good sync:{' '}
        <span className="text-slate-200">
          {setting.last_synced_at
            ? `${formatUtcDateTime(setting.last_synced_at)} (${setting.last_sync_rows ?? 0} rows)`
            : 'never'}
        </span>
      </p>
      {health?.delayed && (
        <p className="rounded-lg bg-neon-orange/10 px-3 py-2 text-neon-orange ring-1 ring-neon-orange/30">
          Data delayed: no good sync for more than three sync intervals.
        </p>
      )}
      {health?.failing && setting.last_sync_error && (
        <p
          role="alert"
          className="rounded-lg bg-red-500/10 px-3 py-2 text-red-300 ring-1 ring-red-500/30"
        >
          Last sync failed
          {setting.last_sync_error_at
            ? ` ${formatUtcDateTime(setting.last_sync_error_at)}`
            : ''}: {setting.last_sync_error}
        </p>
      )}
    </div>
  )
}
