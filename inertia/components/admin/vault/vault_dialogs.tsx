import { useState } from 'react'
import { ConfirmDialog } from '~/components/admin/confirm_dialog'
import { WholeNumberField } from '~/components/admin/field'
import type { ButtonVariant } from '~/components/ui/neon_button'
import type { useVaultAdmin } from '~/hooks/use_vault_admin'
import { adminToast } from '~/lib/toasts'
import { bindInput } from '~/lib/bind_input'

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

export type Confirmation = keyof typeof CONFIRMATIONS

/** Which vault dialog is open */
export type VaultDialog = 'add' | Confirmation | null

/**
 * The vault's dialogs: 'Add to Vault' (an amount) and the ones that only ask for a yes
 * (roll, reset, increment). A dialog closes when its call succeeds.
 */
export function VaultDialogs({
  admin,
  open,
  onClose,
}: {
  admin: ReturnType<typeof useVaultAdmin>
  open: VaultDialog
  onClose: () => void
}) {
  const { busy } = admin
  const [amount, setAmount] = useState('')

  async function confirmAdd() {
    const value = Number(amount)
    if (!amount.trim() || !Number.isFinite(value) || value <= 0) {
      adminToast.error('Please enter a valid amount')
      return
    }
    if (await admin.add(value)) {
      setAmount('')
      onClose()
    }
  }

  async function confirm(action: () => Promise<boolean>) {
    if (await action()) onClose()
  }

  const closeDialog = (isOpen: boolean) => !isOpen && onClose()

  return (
    <>
      <ConfirmDialog
        open={open === 'add'}
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
          {...bindInput(amount, setAmount)}
          autoFocus
        />
      </ConfirmDialog>
      {(Object.keys(CONFIRMATIONS) as Confirmation[]).map((action) => (
        <ConfirmDialog
          key={action}
          {...CONFIRMATIONS[action]}
          open={open === action}
          onOpenChange={closeDialog}
          busyLabel="Processing..."
          busy={busy}
          onConfirm={() => confirm(admin[action])}
        />
      ))}
    </>
  )
}
