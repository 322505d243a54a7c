import { useState } from 'react'
import { router } from '@inertiajs/react'
import { BarChart3, Trophy } from 'lucide-react'
import type { Data } from '@generated/data'
import type { InertiaProps } from '~/types'
import { AdminPage } from '~/components/admin/admin_page'
import { EmptyState } from '~/components/ui/empty_state'
import { NeonTabs } from '~/components/ui/neon_tabs'
import { SettingsCard } from '~/components/admin/leaderboards/settings_card'
import { SettingsDialog } from '~/components/admin/leaderboards/settings_dialog'
import { StatsCard } from '~/components/admin/leaderboards/stats_card'
import { CelsiusUploads } from '~/components/admin/leaderboards/celsius_uploads'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call, type ApiBody } from '~/lib/api_client'
import { useNow } from '~/hooks/use_now'
import { useServerValue } from '~/hooks/use_server_value'
import { PayoutsPanel, type PayoutEntry } from '~/components/admin/leaderboards/payouts_panel'
import { POINTS_BOARD, type Board, type Provider } from '@shared/leaderboards'
import type { BoardHealth, PublicConnector } from '@shared/leaderboard_connectors'
import { SourcePanel } from '~/components/admin/leaderboards/source_panel'
import { useT } from '~/lib/i18n'

type Props = {
  settings: Data.LeaderboardSetting[]
  stats: Data.LeaderboardStats[]
  /** the server's time, so the remaining-time texts render the same on server and browser */
  now: string
  payouts: PayoutEntry[]
  /** each board's partner connector (null: none); its secret only as "set" or "not set" */
  sources: Partial<Record<Provider, PublicConnector | null>>
  /** each board's ingestion health (failing, data delayed) */
  health: Partial<Record<Board, BoardHealth>>
}

export default function AdminLeaderboard(props: InertiaProps<Props>) {
  const [settings, setSettings] = useServerValue(props.settings)
  const [editing, setEditing] = useState<Data.LeaderboardSetting | null>(null)
  const { busy, run } = useAdminAction()
  const now = useNow(props.now, 60_000)
  const t = useT()

  /**
   * PUT the changes. Any 2xx answer is a success; the answer may carry `leaderboard`, which
   * then replaces that provider's card, and without it the cards are reloaded from the server.
   */
  const save = async (provider: string, changes: ApiBody<'admin_api.leaderboards.settings'>) => {
    const data = await run(
      () => call('admin_api.leaderboards.settings', { params: { provider }, body: changes }),
      {
        failure: t('admin_leaderboards.update_failed'),
        success: t('admin_leaderboards.updated', { board: provider.toUpperCase() }),
      }
    )
    if (!data) return false
    const saved = data.leaderboard
    if (saved) {
      setSettings((list) => list.map((s) => (s.provider === provider ? saved : s)))
      router.reload({ only: ['stats'] })
    } else {
      router.reload({ only: ['settings', 'stats', 'health'] })
    }
    return true
  }

  /** PUT a winner's payout status; the list reloads from the server */
  const savePayout = async (
    historyId: number,
    rank: number,
    body: { status: 'pending' | 'paid' | 'void'; reference?: string }
  ) => {
    const data = await run(
      () => call('admin_api.leaderboards.payout', { params: { id: historyId, rank }, body }),
      { failure: t('admin_leaderboards.payout_failed'), accept: (answer) => 'payout' in answer }
    )
    if (data) router.reload({ only: ['payouts'] })
    return data !== null
  }

  const settingsTab =
    settings.length === 0 ? (
      <EmptyState
        icon={Trophy}
        title={t('admin_leaderboards.empty_title')}
        text={t('admin_leaderboards.empty_text')}
      />
    ) : (
      <div className="grid gap-5 md:grid-cols-2">
        {settings.map((setting) => (
          <SettingsCard
            key={setting.provider}
            setting={setting}
            health={props.health[setting.provider]}
            now={now}
            busy={busy}
            onToggle={(enabled) => save(setting.provider, { enabled })}
            onEdit={() => setEditing(setting)}
            onImported={() => router.reload({ only: ['settings', 'stats', 'health'] })}
          >
            {/* the points race has no partner source and no images: nothing below its card */}
            {setting.provider === POINTS_BOARD ? null : (
              <>
                <SourcePanel
                  provider={setting.provider}
                  source={props.sources[setting.provider] ?? null}
                  onSaved={() => router.reload({ only: ['sources', 'health'] })}
                />
                {setting.provider === 'celsius' && (
                  <div className="mt-4 border-t border-white/10 pt-4">
                    <CelsiusUploads
                      image={setting.image}
                      onUploaded={() => router.reload({ only: ['settings', 'stats', 'health'] })}
                    />
                  </div>
                )}
              </>
            )}
          </SettingsCard>
        ))}
      </div>
    )

  const statsTab =
    props.stats.length === 0 ? (
      <EmptyState
        icon={BarChart3}
        title={t('admin_leaderboards.stats_empty_title')}
        text={t('admin_leaderboards.stats_empty_text')}
      />
    ) : (
      <div className="grid gap-5 md:grid-cols-2">
        {props.stats.map((stats) => (
          <StatsCard key={stats.provider} stats={stats} />
        ))}
      </div>
    )

  return (
    <AdminPage title={t('admin_leaderboards.title')} subtitle={t('admin_leaderboards.subtitle')}>
      <NeonTabs
        label={t('admin_leaderboards.tabs_label')}
        defaultValue="settings"
        tabs={[
          { value: 'settings', label: t('admin_leaderboards.tab_settings'), content: settingsTab },
          { value: 'statistics', label: t('admin_leaderboards.tab_statistics'), content: statsTab },
          {
            value: 'payouts',
            label: t('admin_leaderboards.tab_payouts'),
            content: <PayoutsPanel entries={props.payouts} busy={busy} onSave={savePayout} />,
          },
        ]}
      />
      <SettingsDialog
        setting={editing}
        busy={busy}
        onClose={() => setEditing(null)}
        onSave={async (changes) => {
          if (editing && (await save(editing.provider, changes))) setEditing(null)
        }}
      />
    </AdminPage>
  )
}
