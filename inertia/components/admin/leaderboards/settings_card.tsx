import type { ReactNode } from 'react'
import { CalendarClock, Clock, Pencil, Trophy, type LucideIcon } from 'lucide-react'
import type { Data } from '@generated/data'
import { boardName, POINTS_BOARD } from '@shared/leaderboards'
import { formatUsd, formatUtcDateTime } from '@shared/format'
import { remainingTimeLabel } from '@shared/leaderboards'
import { Badge } from '~/components/ui/badge'
import { NeonButton } from '~/components/ui/neon_button'
import { NeonSwitch } from '~/components/ui/neon_switch'
import { CsvImport } from '~/components/admin/leaderboards/csv_import'
import { DATA_DELAYED, type BoardHealth } from '@shared/leaderboard_connectors'
import { useLocale, useT } from '~/lib/i18n'

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
  const t = useT()
  const label = boardName(setting.provider, t)
  const remaining = remainingTimeLabel(setting.end_date, now)
  const locale = useLocale()
  return (
    <article
      className="neon-panel flex flex-col gap-5 p-5"
      aria-label={t('admin_leaderboards.card_label', { label })}
      data-provider={setting.provider}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-display text-lg font-bold tracking-wide text-white">{label}</h2>
            <Badge tone={setting.enabled ? 'mint' : 'gray'}>
              {setting.enabled ? t('admin_leaderboards.active') : t('admin_leaderboards.inactive')}
            </Badge>
            {health?.delayed && <Badge tone="orange">{t(DATA_DELAYED)}</Badge>}
          </div>
          <p
            className="mt-1 flex items-center gap-1.5 text-sm text-neon-cyan"
            suppressHydrationWarning
          >
            {remaining && (
              <>
                <Clock className="h-4 w-4" aria-hidden />
                {t(...remaining)}
              </>
            )}
          </p>
        </div>
        <label className="flex items-center gap-2 text-xs font-semibold tracking-wider text-slate-400 uppercase">
          <span className="hidden sm:inline">{t('admin_leaderboards.enabled')}</span>
          <NeonSwitch
            checked={setting.enabled}
            disabled={busy}
            label={t('admin_leaderboards.enable_label', { label })}
            onCheckedChange={onToggle}
          />
        </label>
      </header>

      <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
        <Tile icon={Trophy} title={t('admin_leaderboards.prize')}>
          <p className="font-display text-2xl font-extrabold text-gold">
            {formatUsd(setting.prize, locale)}
          </p>
        </Tile>
        <Tile
          icon={CalendarClock}
          title={t('admin_leaderboards.timeline')}
          badge={
            <Badge tone={setting.auto_restart ? 'cyan' : 'orange'}>
              {setting.auto_restart
                ? t('admin_leaderboards.auto_restart_badge')
                : t('admin_leaderboards.one_time')}
            </Badge>
          }
        >
          <dl className="mt-1 grid grid-cols-[3rem_1fr] gap-x-2 gap-y-0.5 text-sm">
            <dt className="text-slate-500">{t('admin_leaderboards.start')}</dt>
            <dd className="text-slate-200">{formatUtcDateTime(setting.start_date, locale)}</dd>
            <dt className="text-slate-500">{t('admin_leaderboards.end')}</dt>
            <dd className="text-slate-200">{formatUtcDateTime(setting.end_date, locale)}</dd>
          </dl>
        </Tile>
      </div>

      <SyncHealth setting={setting} health={health} />

      <div className="mt-auto space-y-4">
        <div className="flex flex-wrap gap-2">
          <NeonButton variant="vapourBlue" size="sm" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden />
            {t('admin_leaderboards.edit_settings')}
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
  const t = useT()
  const locale = useLocale()
  if (!health?.has_source && !setting.last_sync_error) return null
  return (
    <div className="space-y-2 text-xs" data-testid="sync-health">
      <p className="text-slate-400">
        {t('admin_leaderboards.sync_last_good')}{' '}
        <span className="text-slate-200">
          {setting.last_synced_at
            ? t('admin_leaderboards.sync_last_good_value', {
                time: formatUtcDateTime(setting.last_synced_at, locale),
                rows: String(setting.last_sync_rows ?? 0),
              })
            : t('admin.never')}
        </span>
      </p>
      {health?.delayed && (
        <p className="rounded-lg bg-neon-orange/10 px-3 py-2 text-neon-orange ring-1 ring-neon-orange/30">
          {t('admin_leaderboards.sync_delayed')}
        </p>
      )}
      {health?.failing && setting.last_sync_error && (
        <p
          role="alert"
          className="rounded-lg bg-red-500/10 px-3 py-2 text-red-300 ring-1 ring-red-500/30"
        >
          {setting.last_sync_error_at
            ? t('admin_leaderboards.sync_failed_at', {
                time: formatUtcDateTime(setting.last_sync_error_at, locale),
              })
            : t('admin_leaderboards.sync_failed')}{' '}
          {setting.last_sync_error}
        </p>
      )}
    </div>
  )
}
