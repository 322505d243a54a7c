import { Bot, CheckCircle2, RefreshCw, XCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { AdminPanel } from '~/components/admin/admin_page'
import { LocalDate } from '~/components/admin/local_date'
import { NeonButton } from '~/components/ui/neon_button'
import { WarningNotice } from '~/components/ui/warning_notice'
import type { BotHealth, LastRolePass } from '@shared/discord_roles'

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
  return (
    <AdminPanel
      title="Bot connection"
      icon={Bot}
      iconClassName="text-neon-cyan"
      note={queued > 0 ? `${queued} change(s) waiting` : undefined}
    >
      <div data-bot-health className="grid gap-6 text-sm md:grid-cols-2">
        <div>
          {!health.configured ? (
            <WarningNotice title="Role sync is off">
              <p className="mt-2 text-slate-200">{health.error}</p>
            </WarningNotice>
          ) : (
            <ul className="space-y-2">
              <Check ok={health.token_valid}>
                {health.token_valid
                  ? `Token valid (${health.bot_name})`
                  : 'Token refused by Discord'}
              </Check>
              <Check ok={health.guild_found}>
                {health.guild_found ? `Server found: ${health.guild_name}` : 'Server not found'}
              </Check>
              {health.roles.map((role) => (
                <Check
                  key={role.role_id}
                  ok={role.exists && role.assignable && role.dangerous.length === 0}
                >
                  {!role.exists
                    ? `Role ${role.role_id} does not exist`
                    : role.dangerous.length > 0
                      ? `${role.name}: has ${role.dangerous.join(', ')}, remove its rule`
                      : role.assignable
                        ? `${role.name}: assignable`
                        : `${role.name}: above the bot's role, move it below`}
                </Check>
              ))}
              {health.error && <Check ok={false}>{health.error}</Check>}
            </ul>
          )}
        </div>
        <div>
          <p className="neon-label">Last pass</p>
          {lastPass ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-400">
              <dt>When</dt>
              <dd className="text-slate-200">
                <LocalDate value={lastPass.finished_at} withTime /> ({lastPass.kind})
              </dd>
              <dt>Changes</dt>
              <dd className="text-slate-200 tabular-nums">
                +{lastPass.added} / -{lastPass.removed} over {lastPass.members} member(s)
                {lastPass.skipped > 0 && `, ${lastPass.skipped} not in the server`}
              </dd>
              <dt>Errors</dt>
              <dd className={lastPass.errors.length > 0 ? 'text-red-300' : 'text-slate-200'}>
                {lastPass.errors.length === 0 ? 'none' : lastPass.errors.join('; ')}
              </dd>
            </dl>
          ) : (
            <p className="text-slate-400">No pass yet.</p>
          )}
          <NeonButton
            variant="vapourBlue"
            size="sm"
            className="mt-4"
            disabled={busy || !health.configured}
            onClick={onSync}
          >
            <RefreshCw className="h-3.5 w-3.5" aria-hidden /> Sync all now
          </NeonButton>
        </div>
      </div>
    </AdminPanel>
  )
}
