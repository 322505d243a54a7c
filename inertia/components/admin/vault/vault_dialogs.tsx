import { useState } from 'react'
import { ConfirmDialog } from '~/components/admin/confirm_dialog'
import { WholeNumberField } from '~/components/admin/field'
import type { ButtonVariant } from '~/components/ui/neon_button'
import type { useVaultAdmin } from '~/hooks/use_vault_admin'
import { adminToast } from '~/lib/toasts'
import { bindInput } from '~/lib/bind_input'
import { useT } from '~/lib/i18n'
import type { MessageKey } from '@shared/messages'

/** The vault actions that only ask for a yes: their dialog's words and confirm button */
const CONFIRMATIONS = {
  roll: {
    title: 'admin_vault.roll_title',
    message: 'admin_vault.roll_message',
    confirmLabel: 'admin_vault.roll_winner',
    variant: 'main',
  },
  reset: {
    title: 'admin_vault.reset_vault',
    message: 'admin_vault.reset_message',
    confirmLabel: 'admin_vault.reset_vault',
    variant: 'vapourOrange',
  },
  increment: {
    title: 'admin_vault.increment_streams',
    message: 'admin_vault.increment_message',
    confirmLabel: 'admin_vault.add_stream',
    variant: 'vapourBlue',
  },
} as const satisfies Record<
  string,
  { title: MessageKey; message: MessageKey; confirmLabel: MessageKey; variant: ButtonVariant }
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
  const t = useT()
  const { busy } = admin
  const [amount, setAmount] = useState('')

  async function confirmAdd() {
    const value = Number(amount)
    if (!amount.trim() || !Number.isFinite(value) || value <= 0) {
      adminToast.error(t('admin_vault.invalid_amount'))
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
        title={t('admin_vault.add_to_vault')}
        confirmLabel={t('admin_vault.add_to_vault')}
        busyLabel={t('admin_vault.adding')}
        busy={busy}
        variant="vapourGreen"
        onConfirm={confirmAdd}
      >
        <WholeNumberField
          label={t('admin_vault.amount_to_add')}
          id="vault-add-amount"
          min={1}
          {...bindInput(amount, setAmount)}
          autoFocus
        />
      </ConfirmDialog>
      {(Object.keys(CONFIRMATIONS) as Confirmation[]).map((action) => {
        const { title, message, confirmLabel, variant } = CONFIRMATIONS[action]
        return (
          <ConfirmDialog
            key={action}
            title={t(title)}
            message={t(message)}
            confirmLabel={t(confirmLabel)}
            variant={variant}
            open={open === action}
            onOpenChange={closeDialog}
            busyLabel={t('admin_vault.processing')}
            busy={busy}
            onConfirm={() => confirm(admin[action])}
          />
        )
      })}
    </>
  )
}
