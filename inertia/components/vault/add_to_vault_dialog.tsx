import { type FormEvent } from 'react'
import { router, useHttp, usePage } from '@inertiajs/react'
import { toast } from 'sonner'
import { vaultAddAmount } from '@shared/vault'
import { sendForm } from '~/lib/http_form'
import { refusalOf } from '~/lib/api_message'
import { ERROR_CODES } from '@shared/errors'
import { NeonDialog, type DialogState } from '~/components/ui/neon_dialog'
import { NeonButton } from '~/components/ui/neon_button'
import { bindData } from '~/lib/bind_input'
import { WHOLE_NUMBER_INPUT } from '~/lib/number_inputs'

/**
 * 'Add to Vault': whole dollars, paid in points. An empty, non-numeric or non-positive amount
 * does nothing; the server's answers become the docs/product.md toasts.
 */
export function AddToVaultDialog({
  open,
  onOpenChange,
  pointsPerDollar,
  onAdded,
}: DialogState & {
  pointsPerDollar: number
  onAdded: (value: number) => void
}) {
  const { user } = usePage().props
  const form = useHttp({ amount: '' })
  const busy = form.processing
  const parsed = vaultAddAmount(form.data.amount)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (parsed === null || busy) return
    form.transform(() => ({ amount: parsed }))
    try {
      const result = await sendForm(form, 'economy.vault_add')
      if (result.ok) {
        toast.success('Successfully added to vault!')
        onAdded(Number(result.data?.vault?.value))
        form.setData('amount', '')
        onOpenChange(false)
        router.reload({ only: ['user'] })
      } else {
        const refusal = refusalOf(result.data)
        const loggedOut = refusal.code === ERROR_CODES.unauthorized
        toast.error(
          loggedOut ? 'Please Login to add to vault' : (refusal.message ?? 'Failed to add to vault')
        )
      }
    } catch {
      toast.error('Failed to add to vault')
    }
  }

  return (
    <NeonDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add to Vault"
      description={`Add whole dollars to the vault. Every $1 costs ${pointsPerDollar.toLocaleString('en-US')} points, and every dollar you add is a chance in the draw.`}
    >
      <form onSubmit={submit} noValidate>
        <label htmlFor="vault-amount" className="neon-label">
          Amount ($)
        </label>
        <input
          id="vault-amount"
          {...WHOLE_NUMBER_INPUT}
          min={1}
          {...bindData(form, 'amount')}
          placeholder="25"
          className="neon-input text-lg"
        />
        <p className="mt-2 text-sm text-slate-300">
          Cost:{' '}
          <span className="font-semibold text-neon-mint">
            {parsed === null
              ? '-'
              : `${Math.ceil(parsed * pointsPerDollar).toLocaleString('en-US')} points`}
          </span>
          {user && (
            <span className="text-slate-400">
              {' '}
              (balance {user.balance.toLocaleString('en-US')})
            </span>
          )}
        </p>
        <NeonButton type="submit" className="mt-6 w-full" disabled={busy}>
          {busy ? 'ADDING...' : 'ADD TO VAULT'}
        </NeonButton>
      </form>
    </NeonDialog>
  )
}
