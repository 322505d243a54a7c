import { useState, type FormEvent } from 'react'
import { Dices, Pencil, Plus, Radio, RotateCcw, ShieldCheck } from 'lucide-react'
import type { Data } from '@generated/data'
import { AdminPage, AdminPanel } from '~/components/admin/admin_page'
import { Cell, DataTable } from '~/components/admin/data_table'
import { ConfirmDialog } from '~/components/admin/confirm_dialog'
import { Field, WholeNumberField } from '~/components/admin/field'
import { LocalDate } from '~/components/admin/local_date'
import { NeonButton, type ButtonVariant } from '~/components/ui/neon_button'
import { NewTabLink } from '~/components/ui/new_tab_link'
import { useVaultAdmin, type VaultCycleSummary } from '~/hooks/use_vault_admin'
import { adminToast } from '~/lib/toasts'
import type { InertiaProps } from '~/types'
import { urlFor } from '~/lib/api_client'
import { BEACON_OFF_NOTICE } from '@shared/vault_draw'

type Props = {
  vault: Data.Vault
  winners: Data.VaultWinner[]
  seedHash: string | null
  cycle: VaultCycleSummary
}

/** The vault actions that only ask for a yes: their dialog's words and confirm button */
const CONFIRMATIONS = {
  roll: {
    title: 'Confirm Roll Winner',
    message: 'Are you sure you want to roll a winner? This will reset the vault!',
    confirmLabel: 'Roll Winner',
    variant: 'main',
  },
  reset: {
    title: 'Reset Vault',
    message: 'WARNING: Are you sure you want to reset the vault to $0?',
    confirmLabel: 'Reset Vault',
    variant: 'vapourOrange',
  },
  increment: {
    title: 'Increment Stream Count',
    message: 'Are you sure you want to increment the stream count?',
    confirmLabel: 'Add Stream',
    variant: 'vapourBlue',
  },
} as const satisfies Record<
  string,
  { title: string; message: string; confirmLabel: string; variant: ButtonVariant }
>

type Confirmation = keyof typeof CONFIRMATIONS

/** The buttons of the Quick Actions panel, each opening its dialog */
const QUICK_ACTIONS = [
  { dialog: 'increment', label: 'Increment Stream Count', icon: Radio, variant: 'vapourBlue' },
  { dialog: 'add', label: 'Add to Vault', icon: Plus, variant: 'vapourGreen' },
  { dialog: 'reset', label: 'Reset Vault', icon: RotateCcw, variant: 'vapourOrange' },
] as const

type Dialog = 'add' | Confirmation | null

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`

function Stat({ label, value, tone }: { label: string; value: string; tone: string }) {
  return (
    <div className="rounded-xl bg-night-950/60 p-4 ring-1 ring-white/10">
      <p className="text-xs font-semibold tracking-widest text-muted uppercase">{label}</p>
      <p className={`mt-1 font-display text-3xl font-extrabold tabular-nums ${tone}`}>{value}</p>
    </div>
  )
}

/**
 * Where the draw stands: closed and waiting for its beacon round (however long it takes; the
 * prize is frozen), and how the next roll draws when the beacon is off or not pinned
 */
function DrawStatus({ cycle }: { cycle: VaultCycleSummary }) {
  const { pending } = cycle
  if (pending) {
    return (
      <div data-draw-pending className="rounded-lg bg-gold/10 p-3 text-gold ring-1 ring-gold/30">
        <p className="font-semibold">
          {pending.round === null
            ? 'Cycle closed: waiting for the beacon'
            : `Cycle closed: waiting for beacon round ${pending.round.toLocaleString('en-US')}`}{' '}
          since <LocalDate value={pending.closedAt} withTime />.
        </p>
        <p className="mt-1 text-xs text-gold/80">
          The prize is frozen at {dollars(pending.prize)}; edits and adds wait for the draw. The
          draw never uses anything but this round
          {pending.round === null ? ' (the first one after the close)' : ''}.
        </p>
      </div>
    )
  }
  if (cycle.beacon === 'off') {
    return (
      <p
        data-beacon-off
        className="rounded-lg bg-neon-orange/10 p-2 text-neon-orange ring-1 ring-neon-orange/30"
      >
        Beacon switched off (VAULT_BEACON_URL=off): draws use the cycle id alone.{' '}
        {BEACON_OFF_NOTICE}.
      </p>
    )
  }
  if (cycle.beacon === 'unpinned') {
    return (
      <p className="rounded-lg bg-red-500/10 p-2 text-red-300 ring-1 ring-red-400/30">
        The beacon is not pinned: set VAULT_BEACON_CHAIN_HASH and VAULT_BEACON_PUBLIC_KEY before
        rolling.
      </p>
    )
  }
  return null
}

export default function AdminVault(props: InertiaProps<Props>) {
  const admin = useVaultAdmin(props)
  const { vault, busy } = admin
  const closed = admin.cycle.pending !== null
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState({ value: '', streams: '' })
  const [dialog, setDialog] = useState<Dialog>(null)
  const [amount, setAmount] = useState('')

  function startEdit() {
    setDraft({ value: String(vault.value), streams: String(vault.streams_active) })
    setEditing(true)
  }

  async function saveEdit(event: FormEvent) {
    event.preventDefault()
    const saved = await admin.save({
      value: Number.parseInt(draft.value, 10),
      streams_active: Number.parseInt(draft.streams, 10),
    })
    if (saved) setEditing(false)
  }

  async function confirmAdd() {
    const value = Number(amount)
    if (!amount.trim() || !Number.isFinite(value) || value <= 0) {
      adminToast.error('Please enter a valid amount')
      return
    }
    if (await admin.add(value)) {
      setAmount('')
      setDialog(null)
    }
  }

  async function confirm(action: () => Promise<boolean>) {
    if (await action()) setDialog(null)
  }

  const closeDialog = (open: boolean) => !open && setDialog(null)

  return (
    <AdminPage title="Vault" subtitle="Manage the Vault">
      <AdminPanel title="Current Vault Status">
        {editing ? (
          <form onSubmit={saveEdit} className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Vault Value ($)"
                id="vault-value"
                type="number"
                min={0}
                step={0.01}
                value={draft.value}
                onChange={(e) => setDraft((d) => ({ ...d, value: e.target.value }))}
              />
              <Field
                label="Streams Active"
                id="vault-streams"
                type="number"
                min={0}
                step={1}
                value={draft.streams}
                onChange={(e) => setDraft((d) => ({ ...d, streams: e.target.value }))}
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <NeonButton type="submit" disabled={busy}>
                {busy ? 'Updating...' : 'Save Changes'}
              </NeonButton>
              <NeonButton variant="vapourGray" onClick={() => setEditing(false)} disabled={busy}>
                Cancel
              </NeonButton>
            </div>
          </form>
        ) : (
          <div className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Stat label="Current Value" value={dollars(vault.value)} tone="text-neon-mint" />
              <Stat
                label="Streams Active"
                value={vault.streams_active.toLocaleString('en-US')}
                tone="text-neon-cyan"
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <NeonButton variant="vapourBlue" onClick={startEdit} disabled={busy || closed}>
                <Pencil className="h-4 w-4" aria-hidden />
                Edit Vault
              </NeonButton>
              <NeonButton
                onClick={() => setDialog('roll')}
                disabled={busy || vault.value <= 0 || closed || admin.cycle.beacon === 'unpinned'}
              >
                <Dices className="h-4 w-4" aria-hidden />
                Roll Winner
              </NeonButton>
            </div>
          </div>
        )}
      </AdminPanel>

      <AdminPanel title="Quick Actions">
        <div className="grid gap-3 sm:grid-cols-3">
          {QUICK_ACTIONS.map(({ dialog: opens, label, icon: Icon, variant }) => (
            <NeonButton
              key={opens}
              variant={variant}
              onClick={() => setDialog(opens)}
              disabled={busy || closed}
            >
              <Icon className="h-4 w-4" aria-hidden />
              {label}
            </NeonButton>
          ))}
        </div>
      </AdminPanel>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <AdminPanel title="Recent Winners">
          <DataTable
            columns={[
              'Username',
              { label: 'Amount', className: 'text-right' },
              'Date',
              { label: 'Proof', className: 'text-right' },
            ]}
            empty={admin.winners.length === 0 ? 'No winners yet' : undefined}
            minWidth={420}
          >
            {admin.winners.map((w) => (
              <tr key={w.id}>
                <Cell label="Username" className="font-semibold text-white">
                  {w.username}
                </Cell>
                <Cell label="Amount" className="text-right text-neon-mint tabular-nums">
                  {dollars(w.amount)}
                </Cell>
                <Cell label="Date">
                  <LocalDate value={w.date} />
                </Cell>
                <Cell label="Proof" className="text-right">
                  {w.cycle_id ? (
                    <NewTabLink href={urlFor('vault.cycles.show', { id: w.cycle_id })}>
                      Verify
                    </NewTabLink>
                  ) : (
                    <span className="text-xs text-slate-600">-</span>
                  )}
                </Cell>
              </tr>
            ))}
          </DataTable>
        </AdminPanel>

        <AdminPanel title="Fair draw">
          <div className="space-y-3 text-sm text-slate-300">
            <p className="flex items-start gap-2">
              <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-neon-mint" aria-hidden />
              <span>
                The winner is drawn among this cycle&apos;s contributors, one ticket per dollar,
                from a seed committed before the cycle opened. Each roll reveals its seed.
              </span>
            </p>
            <dl className="grid grid-cols-2 gap-3">
              <div>
                <dt className="neon-label">Contributors</dt>
                <dd className="font-semibold text-white tabular-nums">
                  {admin.cycle.contributors}
                </dd>
              </div>
              <div>
                <dt className="neon-label">Contributed</dt>
                <dd className="font-semibold text-white tabular-nums">
                  {dollars(admin.cycle.dollars)}
                </dd>
              </div>
            </dl>
            <DrawStatus cycle={admin.cycle} />
            <div>
              <p className="neon-label">Seed hash (SHA-256)</p>
              <code className="block rounded-lg bg-night-950/70 p-2 font-mono text-[11px] break-all text-slate-400 ring-1 ring-white/10">
                {admin.seedHash ?? 'No cycle open yet'}
              </code>
            </div>
            {admin.cycle.id && (
              <NewTabLink href={urlFor('vault.cycles.show', { id: admin.cycle.id })}>
                Current cycle record
              </NewTabLink>
            )}
          </div>
        </AdminPanel>
      </div>

      <ConfirmDialog
        open={dialog === 'add'}
        onOpenChange={closeDialog}
        title="Add to Vault"
        confirmLabel="Add to Vault"
        busyLabel="Adding..."
        busy={busy}
        variant="vapourGreen"
        onConfirm={confirmAdd}
      >
        <WholeNumberField
          label="Amount to Add"
          id="vault-add-amount"
          min={1}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          autoFocus
        />
      </ConfirmDialog>
      {(Object.keys(CONFIRMATIONS) as Confirmation[]).map((action) => (
        <ConfirmDialog
          key={action}
          {...CONFIRMATIONS[action]}
          open={dialog === action}
          onOpenChange={closeDialog}
          busyLabel="Processing..."
          busy={busy}
          onConfirm={() => confirm(admin[action])}
        />
      ))}
    </AdminPage>
  )
}
