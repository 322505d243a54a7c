import { useState, type FormEvent } from 'react'
import { Gift, Hourglass } from 'lucide-react'
import type { InertiaProps } from '~/types'
import { AdminPage, AdminPanel } from '~/components/admin/admin_page'
import { WholeNumberField } from '~/components/admin/field'
import { LocalDate } from '~/components/admin/local_date'
import { NeonButton } from '~/components/ui/neon_button'
import { useAdminAction } from '~/hooks/use_admin_action'
import { useServerValue } from '~/hooks/use_server_value'
import { call } from '~/lib/api_client'
import {
  KICK_REWARD_EVENTS,
  KICK_REWARD_FIELDS,
  kickRewardLabel,
  type HeldCreditView,
  type KickRewardSettings,
} from '@shared/kick_rewards'
import { TWITCH_REWARD_EVENTS, TWITCH_REWARD_FIELDS } from '@shared/twitch_rewards'
import { PLATFORM_NAMES } from '@shared/platforms'
import { formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import { PlatformBadge } from '~/components/ui/platform_badge'

/**
 * /admin/kick-rewards: the points each support event pays on Kick and on Twitch (one column
 * each, through the ledger), how long a reward for an unlinked account is held, the late-event limit, and the held rewards
 */
export default function AdminKickRewards(
  props: InertiaProps<{ settings: KickRewardSettings; held: HeldCreditView[] }>
) {
  const [settings, setSettings] = useServerValue(props.settings)
  const [held, setHeld] = useServerValue(props.held)
  const [form, setForm] = useState(() =>
    Object.fromEntries(Object.entries(props.settings).map(([k, v]) => [k, String(v)]))
  )
  const { busy, run } = useAdminAction()
  const t = useT()
  const locale = useLocale()

  async function save(event: FormEvent) {
    event.preventDefault()
    const body = Object.fromEntries(
      Object.keys(settings).map((key) => [key, Number(form[key] || 0)])
    ) as KickRewardSettings
    const data = await run(() => call('admin_api.kick_rewards', { body }), {
      failure: t('admin_kick.save_failed'),
      accept: (answer) => 'settings' in answer,
    })
    if (data) {
      setSettings(data.settings)
      setHeld(data.held)
    }
  }

  const field = (key: keyof KickRewardSettings, label: string, hint?: string) => (
    <WholeNumberField
      key={key}
      id={`reward-${key}`}
      label={label}
      hint={hint}
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
    />
  )

  return (
    <AdminPage title={t('admin_kick.title')} subtitle={t('admin_kick.subtitle')}>
      <AdminPanel
        title={t('admin_kick.points_per_event')}
        icon={Gift}
        iconClassName="text-neon-pink"
      >
        <form onSubmit={save} className="space-y-4">
          <div className="grid gap-6 sm:grid-cols-2">
            {(['kick', 'twitch'] as const).map((platform) => (
              <fieldset key={platform} className="space-y-4" data-platform={platform}>
                <legend className="mb-3 font-display text-sm font-semibold tracking-wider text-white uppercase">
                  {PLATFORM_NAMES[platform]}
                </legend>
                {(platform === 'kick'
                  ? KICK_REWARD_EVENTS.map((type) => KICK_REWARD_FIELDS[type])
                  : TWITCH_REWARD_EVENTS.map((type) => TWITCH_REWARD_FIELDS[type])
                ).map(({ field: key, label, unit }) =>
                  field(key, t(label), t('admin_kick.points_for', { unit: t(unit) }))
                )}
              </fieldset>
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('hold_days', t('admin_kick.hold_days'), t('admin_kick.hold_days_hint'))}
            {field(
              'stale_minutes',
              t('admin_kick.stale_minutes'),
              t('admin_kick.stale_minutes_hint')
            )}
          </div>
          <NeonButton type="submit" disabled={busy}>
            {busy ? t('admin.saving') : t('common.save')}
          </NeonButton>
        </form>
      </AdminPanel>

      <AdminPanel
        title={t('admin_kick.held_title')}
        icon={Hourglass}
        iconClassName="text-neon-cyan"
        note={t('admin_kick.held_waiting', { count: String(held.length) })}
      >
        {held.length === 0 ? (
          <p className="text-sm text-slate-400">{t('admin_kick.held_empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-held-rewards>
              <thead className="text-xs tracking-widest text-muted uppercase">
                <tr>
                  <th className="py-2 pr-3">{t('admin_kick.col_account')}</th>
                  <th className="py-2 pr-3">{t('admin_kick.col_reward')}</th>
                  <th className="py-2 pr-3 text-right">{t('admin_kick.col_points')}</th>
                  <th className="py-2 pr-3">{t('admin_kick.col_earned')}</th>
                  <th className="py-2">{t('admin_kick.col_expires')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-white/5 text-slate-200">
                {held.map((credit) => (
                  <tr key={credit.id}>
                    <td className="py-2 pr-3 font-semibold text-white">
                      <PlatformBadge via={credit.platform} className="mr-2" />
                      {credit.kick_username ?? credit.kick_user_id}
                    </td>
                    <td className="py-2 pr-3">
                      {credit.reason === 'kick_reward'
                        ? kickRewardLabel(credit.note, t)
                        : credit.reason}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {formatWhole(credit.points, locale)}
                    </td>
                    <td className="py-2 pr-3">
                      <LocalDate value={credit.created_at} withTime />
                    </td>
                    <td className="py-2">
                      <LocalDate value={credit.expires_at} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminPanel>
    </AdminPage>
  )
}
