import { useState } from 'react'
import { router } from '@inertiajs/react'
import { AlertTriangle, Check, Send, Undo2, X } from 'lucide-react'
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
import { useAdminAction } from '~/hooks/use_admin_action'
import { call, type ApiResult } from '~/lib/api_client'
import type { InertiaProps } from '~/types'
import { useCan } from '~/hooks/use_can'

type Redemption = Data.Redemption
type Claim = Data.MilestoneClaim

type Props = {
  pending: Redemption[]
  pendingTotal: number
  recent: Redemption[]
  claims: Claim[]
}

const CLAIM_DECISIONS = [
  { verb: 'approve', label: 'Approve', done: 'Approved', icon: Check, variant: 'vapourGreen' },
  { verb: 'reject', label: 'Reject', done: 'Rejected', icon: X, variant: 'vapourPink' },
] as const

function CelsiusName({ name }: { name: string | null }) {
  return name ? (
    <span className="font-mono text-neon-cyan">{name}</span>
  ) : (
    <span className="inline-flex items-center gap-1 text-neon-orange">
      <AlertTriangle className="h-3.5 w-3.5" aria-hidden /> Not linked
    </span>
  )
}

/** One request at a time; success reloads the queue */
function useQueueAction() {
  const { pending, run: runAction } = useAdminAction()
  async function run(
    key: string,
    request: () => Promise<ApiResult<unknown>>,
    success: string,
    failure: string
  ) {
    const done = (await runAction(request, { key, success, failure })) !== null
    if (done) router.reload()
    return done
  }
  return { busy: pending, run }
}

export default function AdminRedemptions({
  pending,
  pendingTotal,
  recent,
  claims,
}: InertiaProps<Props>) {
  const action = useQueueAction()
  const can = useCan()
  const [refunding, setRefunding] = useState<Redemption | null>(null)

  return (
    <AdminPage
      title="Redemptions"
      subtitle="Shop purchases waiting to be sent, and milestone claims to review. Oldest first."
    >
      <AdminPanel title="Shop purchases · In Review" note={`${pendingTotal} waiting`}>
        <DataTable
          columns={[
            'Item',
            'Buyer',
            'Celsius username',
            { label: 'Points', className: 'text-right' },
            'Date',
          ]}
          actions
          empty={pending.length === 0 ? 'Nothing waiting. All purchases are handled.' : undefined}
          minWidth={820}
        >
          {pending.map((p) => (
            <tr key={p.id} data-purchase={p.id}>
              <Cell label="Item">
                <div className="flex items-center gap-3">
                  <ProductImage src={p.product_image} size={40} framed className="h-10 w-10" />
                  <span className="font-semibold text-white">{p.product_name}</span>
                </div>
              </Cell>
              <Cell label="Buyer">{p.buyer.username}</Cell>
              <Cell label="Celsius username">
                <CelsiusName name={p.buyer.celsius_username} />
              </Cell>
              <Cell label="Points" className="text-right text-neon-mint tabular-nums">
                {p.price.toLocaleString('en-US')}
              </Cell>
              <DateTimeCell label="Date" value={p.created_at} />
              <ActionsCell>
                <RowButton
                  icon={Send}
                  variant="vapourGreen"
                  disabled={action.busy !== null}
                  onClick={() =>
                    action.run(
                      `sent-${p.id}`,
                      () => call('admin_api.purchases.sent', { params: { id: p.id } }),
                      `Marked ${p.product_name} as Sent`,
                      'Failed to update purchase'
                    )
                  }
                >
                  {action.busy === `sent-${p.id}` ? 'Processing...' : 'Mark Sent'}
                </RowButton>
                <RowButton
                  icon={Undo2}
                  variant="vapourOrange"
                  disabled={action.busy !== null}
                  onClick={() => setRefunding(p)}
                >
                  Refund
                </RowButton>
              </ActionsCell>
            </tr>
          ))}
        </DataTable>
      </AdminPanel>

      {can('manageMilestoneClaims') && (
        <AdminPanel title="Milestone claims · Pending" note={`${claims.length} pending`}>
          <DataTable
            columns={['User', 'Milestone', 'Celsius username', 'Date']}
            actions
            empty={claims.length === 0 ? 'No claims to review' : undefined}
            minWidth={720}
          >
            {claims.map((c) => (
              <tr key={c.id}>
                <Cell label="User" className="font-semibold text-white">
                  {c.user.username}
                </Cell>
                <Cell label="Milestone">
                  <span className="text-gold">${c.milestone.prize.toLocaleString('en-US')}</span>
                  <span className="text-slate-400">
                    {' '}
                    for ${c.milestone.wagerRequired.toLocaleString('en-US')} wagered
                  </span>
                </Cell>
                <Cell label="Celsius username">
                  <CelsiusName name={c.celsius_username} />
                </Cell>
                <DateTimeCell label="Date" value={c.created_at} />
                <ActionsCell>
                  <RowButtons
                    actions={CLAIM_DECISIONS}
                    disabled={action.busy !== null}
                    onClick={({ verb, done }) =>
                      action.run(
                        `${verb}-${c.id}`,
                        () => call(`admin_api.claims.${verb}`, { params: { id: c.id } }),
                        `${done} ${c.user.username}'s claim`,
                        'Failed to update claim'
                      )
                    }
                  />
                </ActionsCell>
              </tr>
            ))}
          </DataTable>
        </AdminPanel>
      )}

      <AdminPanel title="Recently handled">
        <DataTable
          columns={['Item', 'Buyer', 'Status', 'Handled']}
          empty={recent.length === 0 ? 'Nothing handled yet' : undefined}
          minWidth={560}
        >
          {recent.map((p) => (
            <tr key={p.id}>
              <Cell label="Item">{p.product_name}</Cell>
              <Cell label="Buyer">{p.buyer.username}</Cell>
              <Cell
                label="Status"
                className={p.status === 'Sent' ? 'text-neon-green' : 'text-slate-400'}
              >
                {purchaseStatusLabel(p.status)}
              </Cell>
              <DateTimeCell label="Handled" value={p.updated_at} />
            </tr>
          ))}
        </DataTable>
      </AdminPanel>

      <ConfirmDialog
        open={refunding !== null}
        onOpenChange={(open) => !open && setRefunding(null)}
        title="Refund purchase"
        message={
          refunding
            ? `Refund ${refunding.price.toLocaleString('en-US')} points to ${refunding.buyer.username} for ${refunding.product_name}? The item goes back into stock.`
            : ''
        }
        confirmLabel="Refund"
        busyLabel="Processing..."
        busy={action.busy !== null}
        variant="vapourOrange"
        onConfirm={async () => {
          const done = await action.run(
            `refund-${refunding!.id}`,
            () => call('admin_api.purchases.refund', { params: { id: refunding!.id } }),
            `Refunded ${refunding!.product_name}`,
            'Failed to refund purchase'
          )
          if (done) setRefunding(null)
        }}
      />
    </AdminPage>
  )
}
