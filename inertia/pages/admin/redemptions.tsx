import { useState } from 'react'
import { Check, Send, Undo2, X } from 'lucide-react'
import type { Data } from '@generated/data'
import { purchaseStatusLabel } from '@shared/shop'
import { AdminPage, AdminPanel } from '~/components/admin/admin_page'
import {
  ActionsCell,
  Cell,
  DataTable,
  RowButton,
  RowButtons,
  DateTimeCell,
} from '~/components/admin/data_table'
import { ConfirmDialog } from '~/components/admin/confirm_dialog'
import { ProductImage } from '~/components/ui/product_image'
import { call } from '~/lib/api_client'
import type { InertiaProps } from '~/types'
import { useCan } from '~/hooks/use_can'
import { useLocale, useT } from '~/lib/i18n'
import { CelsiusName } from '~/components/admin/celsius_name'
import { useQueueAction } from '~/hooks/use_queue_action'
import { formatUsd, formatWhole } from '@shared/format'

type Redemption = Data.Redemption
type Claim = Data.MilestoneClaim

type Props = {
  pending: Redemption[]
  pendingTotal: number
  recent: Redemption[]
  claims: Claim[]
}

const CLAIM_DECISIONS = [
  {
    verb: 'approve',
    label: 'admin_redemptions.approve',
    done: 'admin_redemptions.claim_approved',
    icon: Check,
    variant: 'vapourGreen',
  },
  {
    verb: 'reject',
    label: 'admin_redemptions.reject',
    done: 'admin_redemptions.claim_rejected',
    icon: X,
    variant: 'vapourPink',
  },
] as const

export default function AdminRedemptions({
  pending,
  pendingTotal,
  recent,
  claims,
}: InertiaProps<Props>) {
  const t = useT()
  const locale = useLocale()
  const action = useQueueAction()
  const can = useCan()
  const [refunding, setRefunding] = useState<Redemption | null>(null)

  return (
    <AdminPage title={t('admin_redemptions.title')} subtitle={t('admin_redemptions.subtitle')}>
      <AdminPanel
        title={t('admin_redemptions.purchases_title')}
        note={t('admin_redemptions.waiting', { count: pendingTotal })}
      >
        <DataTable
          columns={[
            t('admin_redemptions.col_item'),
            t('admin_redemptions.col_buyer'),
            t('admin_redemptions.col_celsius'),
            { label: t('admin_redemptions.col_points'), className: 'text-right' },
            t('admin_redemptions.col_date'),
          ]}
          actions
          empty={pending.length === 0 ? t('admin_redemptions.pending_empty') : undefined}
          minWidth={820}
        >
          {pending.map((p) => (
            <tr key={p.id} data-purchase={p.id}>
              <Cell label={t('admin_redemptions.col_item')}>
                <div className="flex items-center gap-3">
                  <ProductImage src={p.product_image} size={40} framed className="h-10 w-10" />
                  <span className="font-semibold text-white">{p.product_name}</span>
                </div>
              </Cell>
              <Cell label={t('admin_redemptions.col_buyer')}>{p.buyer.username}</Cell>
              <Cell label={t('admin_redemptions.col_celsius')}>
                <CelsiusName name={p.buyer.celsius_username} />
              </Cell>
              <Cell
                label={t('admin_redemptions.col_points')}
                className="text-right text-neon-mint tabular-nums"
              >
                {formatWhole(p.price, locale)}
              </Cell>
              <DateTimeCell label={t('admin_redemptions.col_date')} value={p.created_at} />
              <ActionsCell>
                <RowButton
                  icon={Send}
                  variant="vapourGreen"
                  disabled={action.busy !== null}
                  onClick={() =>
                    action.run(
                      `sent-${p.id}`,
                      () => call('admin_api.purchases.sent', { params: { id: p.id } }),
                      t('admin_redemptions.marked_sent', { product: p.product_name }),
                      t('admin_redemptions.update_purchase_failed')
                    )
                  }
                >
                  {action.busy === `sent-${p.id}`
                    ? t('admin_redemptions.processing')
                    : t('admin_redemptions.mark_sent')}
                </RowButton>
                <RowButton
                  icon={Undo2}
                  variant="vapourOrange"
                  disabled={action.busy !== null}
                  onClick={() => setRefunding(p)}
                >
                  {t('admin_redemptions.refund')}
                </RowButton>
              </ActionsCell>
            </tr>
          ))}
        </DataTable>
      </AdminPanel>

      {can('manageMilestoneClaims') && (
        <AdminPanel
          title={t('admin_redemptions.claims_title')}
          note={t('admin_redemptions.claims_pending', { count: claims.length })}
        >
          <DataTable
            columns={[
              t('admin_redemptions.col_user'),
              t('admin_redemptions.col_milestone'),
              t('admin_redemptions.col_celsius'),
              t('admin_redemptions.col_date'),
            ]}
            actions
            empty={claims.length === 0 ? t('admin_redemptions.claims_empty') : undefined}
            minWidth={720}
          >
            {claims.map((c) => (
              <tr key={c.id}>
                <Cell label={t('admin_redemptions.col_user')} className="font-semibold text-white">
                  {c.user.username}
                </Cell>
                <Cell label={t('admin_redemptions.col_milestone')}>
                  <span className="text-gold">{formatUsd(c.milestone.prize, locale)}</span>
                  <span className="text-slate-400">
                    {' '}
                    {t('admin_redemptions.milestone_wager', {
                      wager: formatUsd(c.milestone.wagerRequired, locale),
                    })}
                  </span>
                </Cell>
                <Cell label={t('admin_redemptions.col_celsius')}>
                  <CelsiusName name={c.celsius_username} />
                </Cell>
                <DateTimeCell label={t('admin_redemptions.col_date')} value={c.created_at} />
                <ActionsCell>
                  <RowButtons
                    actions={CLAIM_DECISIONS.map((decision) => ({
                      ...decision,
                      label: t(decision.label),
                    }))}
                    disabled={action.busy !== null}
                    onClick={({ verb, done }) =>
                      action.run(
                        `${verb}-${c.id}`,
                        () => call(`admin_api.claims.${verb}`, { params: { id: c.id } }),
                        t(done, { username: c.user.username }),
                        t('admin_redemptions.update_claim_failed')
                      )
                    }
                  />
                </ActionsCell>
              </tr>
            ))}
          </DataTable>
        </AdminPanel>
      )}

      <AdminPanel title={t('admin_redemptions.recent_title')}>
        <DataTable
          columns={[
            t('admin_redemptions.col_item'),
            t('admin_redemptions.col_buyer'),
            t('admin_redemptions.col_status'),
            t('admin_redemptions.col_handled'),
          ]}
          empty={recent.length === 0 ? t('admin_redemptions.recent_empty') : undefined}
          minWidth={560}
        >
          {recent.map((p) => (
            <tr key={p.id}>
              <Cell label={t('admin_redemptions.col_item')}>{p.product_name}</Cell>
              <Cell label={t('admin_redemptions.col_buyer')}>{p.buyer.username}</Cell>
              <Cell
                label={t('admin_redemptions.col_status')}
                className={p.status === 'Sent' ? 'text-neon-green' : 'text-slate-400'}
              >
                {purchaseStatusLabel(p.status, t)}
              </Cell>
              <DateTimeCell label={t('admin_redemptions.col_handled')} value={p.updated_at} />
            </tr>
          ))}
        </DataTable>
      </AdminPanel>

      <ConfirmDialog
        open={refunding !== null}
        onOpenChange={(open) => !open && setRefunding(null)}
        title={t('admin_redemptions.refund_title')}
        message={
          refunding
            ? t('admin_redemptions.refund_message', {
                points: formatWhole(refunding.price, locale),
                username: refunding.buyer.username,
                product: refunding.product_name,
              })
            : ''
        }
        confirmLabel={t('admin_redemptions.refund')}
        busyLabel={t('admin_redemptions.processing')}
        busy={action.busy !== null}
        variant="vapourOrange"
        onConfirm={async () => {
          const done = await action.run(
            `refund-${refunding!.id}`,
            () => call('admin_api.purchases.refund', { params: { id: refunding!.id } }),
            t('admin_redemptions.refunded', { product: refunding!.product_name }),
            t('admin_redemptions.refund_failed')
          )
          if (done) setRefunding(null)
        }}
      />
    </AdminPage>
  )
}
