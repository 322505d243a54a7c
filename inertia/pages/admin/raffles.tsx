import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Plus } from 'lucide-react'
import type { InertiaProps } from '~/types'
import { AdminPage } from '~/components/admin/admin_page'
import { PublicPageLink } from '~/components/admin/public_page_link'
import { DataTable } from '~/components/admin/data_table'
import { ConfirmDialog } from '~/components/admin/confirm_dialog'
import {
  EMPTY_RAFFLE,
  RaffleFormDialog,
  localInputValue,
  toRaffleForm,
  type RaffleFormValues,
} from '~/components/admin/raffles/raffle_form_dialog'
import {
  RaffleRows,
  type AdminRaffle,
  type RaffleAction as Action,
} from '~/components/admin/raffles/raffle_rows'
import { NeonButton } from '~/components/ui/neon_button'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call } from '~/lib/api_client'
import { useT } from '~/lib/i18n'
import type { MessageKey } from '@shared/messages'

/** Each status action's confirmation: its title, message, button and busy label */
const CONFIRM: Record<
  Action,
  {
    title: MessageKey
    message: MessageKey
    label: MessageKey
    busy: MessageKey
    failed: MessageKey
  }
> = {
  close: {
    title: 'admin_raffles.confirm_close_title',
    message: 'admin_raffles.confirm_close_message',
    label: 'admin_raffles.confirm_close_label',
    busy: 'admin_raffles.confirm_close_busy',
    failed: 'admin_raffles.close_failed',
  },
  draw: {
    title: 'admin_raffles.confirm_draw_title',
    message: 'admin_raffles.confirm_draw_message',
    label: 'admin_raffles.confirm_draw_label',
    busy: 'admin_raffles.confirm_draw_busy',
    failed: 'admin_raffles.draw_failed',
  },
  cancel: {
    title: 'admin_raffles.confirm_cancel_title',
    message: 'admin_raffles.confirm_cancel_message',
    label: 'admin_raffles.confirm_cancel_label',
    busy: 'admin_raffles.confirm_cancel_busy',
    failed: 'admin_raffles.cancel_failed',
  },
}

const reload = () => router.reload({ only: ['raffles'] })

function formValues(raffle: AdminRaffle): RaffleFormValues {
  return {
    ...EMPTY_RAFFLE,
    title: raffle.title,
    prize: raffle.prize,
    winners: String(raffle.winners),
    ticket_cost: String(raffle.ticket_cost),
    max_tickets: String(raffle.max_tickets),
    keyword: raffle.keyword ?? '',
    ends_at: localInputValue(raffle.ends_at),
    min_account_days: raffle.min_account_days ? String(raffle.min_account_days) : '',
    prize_points: raffle.prize_points ? String(raffle.prize_points) : '',
    kick_link_required: raffle.kick_link_required,
    subscribers_only: raffle.subscribers_only,
  }
}

/** /admin/raffles: create, edit before the first entry, close, draw, cancel, entries, payouts */
export default function AdminRaffles({ raffles }: InertiaProps<{ raffles: AdminRaffle[] }>) {
  const t = useT()
  const { busy, run } = useAdminAction()
  const [form, setForm] = useState<{ raffle: AdminRaffle | null } | null>(null)
  const [confirm, setConfirm] = useState<{ action: Action; raffle: AdminRaffle } | null>(null)
  const [openEntries, setOpenEntries] = useState<number | null>(null)

  const save = async (values: RaffleFormValues) => {
    const editing = form?.raffle ?? null
    const body = toRaffleForm(values)
    const done = await run(
      () =>
        editing
          ? call('admin_api.raffles.update', { params: { id: editing.id }, body })
          : call('admin_api.raffles.create', { body }),
      { failure: t('admin_raffles.save_failed'), accept: (answer) => 'raffle' in answer }
    )
    if (done) {
      setForm(null)
      reload()
    }
  }

  const act = async () => {
    if (!confirm) return
    const { action, raffle } = confirm
    const name = `admin_api.raffles.${action}` as const
    const done = await run(() => call(name, { params: { id: raffle.id } }), {
      failure: t(CONFIRM[action].failed),
    })
    setConfirm(null)
    if (done) reload()
  }

  return (
    <AdminPage
      title={t('admin_raffles.title')}
      subtitle={t('admin_raffles.subtitle')}
      actions={
        <div className="flex flex-wrap gap-2">
          <PublicPageLink href="/raffles" />
          <NeonButton onClick={() => setForm({ raffle: null })}>
            <Plus aria-hidden className="h-4 w-4" /> {t('admin_raffles.new_raffle')}
          </NeonButton>
        </div>
      }
    >
      <section className="neon-panel p-4 sm:p-5">
        <DataTable
          columns={[
            t('admin_raffles.col_raffle'),
            t('admin_raffles.col_status'),
            t('admin_raffles.col_entries'),
            t('admin_raffles.col_ticket'),
            t('admin_raffles.col_winners'),
          ]}
          actions
          empty={raffles.length === 0 ? t('admin_raffles.empty') : undefined}
        >
          {raffles.map((raffle) => (
            <RaffleRows
              key={raffle.id}
              raffle={raffle}
              busy={busy}
              entriesOpen={openEntries === raffle.id}
              onToggleEntries={() => setOpenEntries((id) => (id === raffle.id ? null : raffle.id))}
              onEdit={() => setForm({ raffle })}
              onAction={(action) => setConfirm({ action, raffle })}
              onSaved={reload}
            />
          ))}
        </DataTable>
      </section>

      {form && (
        <RaffleFormDialog
          open
          onOpenChange={(open) => !open && setForm(null)}
          initial={form.raffle ? formValues(form.raffle) : EMPTY_RAFFLE}
          editing={form.raffle !== null}
          busy={busy}
          onSubmit={(values) => void save(values)}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm ? t(CONFIRM[confirm.action].title) : ''}
        message={confirm ? t(CONFIRM[confirm.action].message) : ''}
        confirmLabel={confirm ? t(CONFIRM[confirm.action].label) : ''}
        busyLabel={confirm ? t(CONFIRM[confirm.action].busy) : ''}
        variant={confirm?.action === 'cancel' ? 'vapourPink' : 'main'}
        busy={busy}
        onConfirm={() => void act()}
      />
    </AdminPage>
  )
}
