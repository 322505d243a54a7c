import { useState } from 'react'
import { Check, ListMusic, Trash2, X } from 'lucide-react'
import type { InertiaProps } from '~/types'
import { AdminPage, AdminPanel } from '~/components/admin/admin_page'
import { PublicPageLink } from '~/components/admin/public_page_link'
import { ConfirmDialog } from '~/components/admin/confirm_dialog'
import { NeonButton } from '~/components/ui/neon_button'
import { useAdminAction } from '~/hooks/use_admin_action'
import { useServerValue } from '~/hooks/use_server_value'
import { useLiveProps } from '~/hooks/use_live_props'
import { call, type ApiResult } from '~/lib/api_client'
import type { PublicSlotRequest, SlotRequestOrder } from '@shared/slot_requests'
import { bindInput } from '~/lib/bind_input'
import { MONEY_INPUT } from '~/lib/number_inputs'
import { useT } from '~/lib/i18n'
import { SettingsPanel, type Settings } from '~/components/admin/slot_requests/settings_panel'
import { PlatformBadge } from '~/components/ui/platform_badge'

type Request = PublicSlotRequest & { requesters: string[] }
type State = {
  settings: Settings
  requests: Request[]
  live_hunt: { id: number; title: string } | null
}

const byOrder = (requests: Request[], order: SlotRequestOrder) =>
  order === 'votes'
    ? [...requests].sort((a, b) => b.votes - a.votes || a.id - b.id)
    : [...requests].sort((a, b) => a.id - b.id)

/**
 * /admin/slot-requests: open or close requests (cost and per-user limit), and the queue:
 * Accept (into the live hunt, with a bet), Reject (refunded) and Clear all (all refunded)
 */
export default function AdminSlotRequests(
  props: InertiaProps<State & { order: SlotRequestOrder }>
) {
  // the admin's own view of the queue: reloaded after a change, never taken from public data
  useLiveProps('hunt', [], {
    pick: () => ({}),
    privateProps: ['requests', 'settings', 'live_hunt'],
  })
  const [settings, setSettings] = useServerValue(props.settings)
  const [queue, setQueue] = useServerValue(props.requests)
  const [liveHunt, setLiveHunt] = useServerValue(props.live_hunt)
  const [confirmClear, setConfirmClear] = useState(false)
  const { busy, run } = useAdminAction()
  const t = useT()

  const send = async (request: () => Promise<ApiResult<State & { message: string }>>) => {
    const data = await run(request, {
      failure: t('admin_slots.update_failed'),
      accept: (answer) => 'requests' in answer,
    })
    if (data) {
      setSettings(data.settings)
      setQueue(data.requests)
      setLiveHunt(data.live_hunt)
    }
    return data !== null
  }

  const requests = byOrder(queue, props.order)
  return (
    <AdminPage
      title={t('admin_slots.title')}
      subtitle={t('admin_slots.subtitle')}
      actions={<PublicPageLink href="/bonus-hunt" />}
    >
      <SettingsPanel
        settings={settings}
        busy={busy}
        onSave={(settings) => send(() => call('admin_api.slot_requests.open', { body: settings }))}
      />

      <AdminPanel
        title={t('admin_slots.queue')}
        icon={ListMusic}
        iconClassName="text-neon-cyan"
        note={t('admin_slots.open_count', { count: requests.length })}
      >
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <nav aria-label={t('admin_slots.order_label')} className="flex gap-2 text-sm">
            {(['oldest', 'votes'] as const).map((order) => (
              <a
                key={order}
                href={`/admin/slot-requests?order=${order}`}
                aria-current={props.order === order ? 'page' : undefined}
                className={`rounded-full px-3 py-1 font-semibold ring-1 ${
                  props.order === order
                    ? 'bg-neon-cyan/15 text-neon-cyan ring-neon-cyan/50'
                    : 'text-slate-300 ring-white/15 hover:text-white'
                }`}
              >
                {order === 'oldest' ? t('admin_slots.order_oldest') : t('admin_slots.order_votes')}
              </a>
            ))}
          </nav>
          <NeonButton
            variant="vapourPink"
            size="sm"
            disabled={busy || requests.length === 0}
            onClick={() => setConfirmClear(true)}
          >
            <Trash2 className="h-4 w-4" aria-hidden /> {t('admin_slots.clear_all')}
          </NeonButton>
        </div>
        {!liveHunt && (
          <p className="mb-3 rounded-lg bg-gold/10 px-3 py-2 text-sm text-gold ring-1 ring-gold/30">
            {t('admin_slots.no_live_hunt')}
          </p>
        )}
        {requests.length === 0 ? (
          <p className="text-sm text-slate-400">{t('admin_slots.no_requests')}</p>
        ) : (
          <ul className="space-y-2" data-admin-requests>
            {requests.map((request) => (
              <RequestRow
                key={request.id}
                request={request}
                busy={busy}
                onAccept={(betSize) =>
                  send(() =>
                    call('admin_api.slot_requests.accept', {
                      params: { id: request.id },
                      body: { bet_size: betSize },
                    })
                  )
                }
                onReject={() =>
                  send(() => call('admin_api.slot_requests.reject', { params: { id: request.id } }))
                }
              />
            ))}
          </ul>
        )}
      </AdminPanel>

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('admin_slots.clear_title')}
        message={t('admin_slots.clear_message')}
        confirmLabel={t('admin_slots.clear_all')}
        busyLabel={t('admin_slots.clearing')}
        busy={busy}
        variant="vapourPink"
        onConfirm={async () => {
          if (await send(() => call('admin_api.slot_requests.clear', {}))) setConfirmClear(false)
        }}
      />
    </AdminPage>
  )
}

function RequestRow({
  request,
  busy,
  onAccept,
  onReject,
}: {
  request: Request
  busy: boolean
  onAccept: (betSize: number) => void
  onReject: () => void
}) {
  const t = useT()
  const [bet, setBet] = useState('1')
  const id = `bet-${request.id}`
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-white/10 bg-night-950/60 px-3 py-2">
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-white">{request.slot_name}</span>
        <span className="block truncate text-xs text-slate-400">
          <PlatformBadge via={request.via} className="mr-1.5" />
          {request.requesters.join(', ')}
        </span>
      </span>
      <span className="rounded-full bg-neon-pink/10 px-2.5 py-0.5 text-xs font-bold text-neon-pink ring-1 ring-neon-pink/40 tabular-nums">
        {t('admin_slots.votes', { count: request.votes })}
      </span>
      <label htmlFor={id} className="sr-only">
        {t('admin_slots.bet_label', { slot: request.slot_name })}
      </label>
      <input
        id={id}
        {...MONEY_INPUT}
        min={0.01}
        {...bindInput(bet, setBet)}
        className="neon-input h-9 w-24 tabular-nums"
      />
      <NeonButton size="sm" disabled={busy} onClick={() => onAccept(Number(bet))}>
        <Check className="h-4 w-4" aria-hidden /> {t('admin_slots.accept')}
      </NeonButton>
      <NeonButton size="sm" variant="vapourGray" disabled={busy} onClick={onReject}>
        <X className="h-4 w-4" aria-hidden /> {t('admin_slots.reject')}
      </NeonButton>
    </li>
  )
}
