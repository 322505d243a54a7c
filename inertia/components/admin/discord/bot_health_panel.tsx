import { Bot, CheckCircle2, RefreshCw, XCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { AdminPanel } from '~/components/admin/admin_page'
import { LocalDate } from '~/components/admin/local_date'
import { NeonButton } from '~/components/ui/neon_button'
import { WarningNotice } from '~/components/ui/warning_notice'
import type { BotHealth, LastRolePass } from '@shared/discord_roles'
import { useT } from '~/lib/i18n'

function Check({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? CheckCircle2 : XCircle
  return (
    <li className="flex items-center gap-2">
      <Icon aria-hidden className={`h-4 w-4 shrink-0 ${ok ? 'text-neon-mint' : 'text-red-400'}`} />
      <span className={ok ? 'text-slate-200' : 'text-red-300'}>{children}</span>
    </li>
  )
}

/**
 * The bot's connection (token, server, each mapped role: exists and below the bot's own role)
 * and the last pass of the role sync, with a button that queues a full pass now
 */
export function BotHealthPanel({
  health,
  lastPass,
  queued,
  busy,
  onSync,
}: {
  health: BotHealth
  lastPass: LastRolePass | null
  queued: number
  busy: boolean
  onSync: () => void
}) {
  const t = useT()
  return (
    <AdminPanel
      title={t('admin_discord.bot_title')}
      icon={Bot}
      iconClassName="text-neon-cyan"
      note={queued > 0 ? t('admin_discord.bot_queued', { count: String(queued) }) : undefined}
    >
      <div data-bot-health className="grid gap-6 text-sm md:grid-cols-2">
        <div>
          {!health.configured ? (
            <WarningNotice title={t('admin_discord.bot_sync_off')}>
              <p className="mt-2 text-slate-200">{health.error}</p>
            </WarningNotice>
          ) : (
            <ul className="space-y-2">
              <Check ok={health.token_valid}>
                {health.token_valid
                  ? t('admin_discord.bot_token_valid', { name: health.bot_name ?? '' })
                  : t('admin_discord.bot_token_refused')}
              </Check>
              <Check ok={health.guild_found}>
                {health.guild_found
                  ? t('admin_discord.bot_guild_found', { name: health.guild_name ?? '' })
                  : t('admin_discord.bot_guild_missing')}
              </Check>
              {health.roles.map((role) => (
                <Check
                  key={role.role_id}
                  ok={role.exists && role.assignable && role.dangerous.length === 0}
                >
                  {!role.exists
                    ? t('admin_discord.bot_role_missing', { id: role.role_id })
                    : role.dangerous.length > 0
                      ? t('admin_discord.bot_role_dangerous', {
                          name: role.name ?? '',
                          permissions: role.dangerous.join(', '),
                        })
                      : role.assignable
                        ? t('admin_discord.bot_role_assignable', { name: role.name ?? '' })
                        : t('admin_discord.bot_role_too_high', { name: role.name ?? '' })}
                </Check>
              ))}
              {health.error && <Check ok={false}>{health.error}</Check>}
            </ul>
          )}
        </div>
        <div>
          <p className="neon-label">{t('admin_discord.bot_last_pass')}</p>
          {lastPass ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-400">
              <dt>{t('admin_discord.bot_when')}</dt>
              <dd className="text-slate-200">
                <LocalDate value={lastPass.finished_at} withTime /> ({lastPass.kind})
              </dd>
              <dt>{t('admin_discord.bot_changes')}</dt>
              <dd className="text-slate-200 tabular-nums">
                {t('admin_discord.bot_pass_changes', {
                  added: String(lastPass.added),
                  removed: String(lastPass.removed),
                  members: String(lastPass.members),
                })}
                {lastPass.skipped > 0 &&
                  t('admin_discord.bot_pass_skipped', { count: String(lastPass.skipped) })}
              </dd>
              <dt>{t('admin_discord.bot_errors')}</dt>
              <dd className={lastPass.errors.length > 0 ? 'text-red-300' : 'text-slate-200'}>
                {lastPass.errors.length === 0
                  ? t('admin_discord.bot_errors_none')
                  : lastPass.errors.join('; ')}
              </dd>
            </dl>
          ) : (
            <p className="text-slate-400">{t('admin_discord.bot_no_pass')}</p>
          )}
          <NeonButton
            variant="vapourBlue"
            size="sm"
            className="mt-4"
            disabled={busy || !health.configured}
            onClick={onSync}
          >
            <RefreshCw className="h-3.5 w-3.5" aria-hidden /> {t('admin_discord.bot_sync_now')}
          </NeonButton>
        </div>
      </div>
    </AdminPanel>
  )
}
