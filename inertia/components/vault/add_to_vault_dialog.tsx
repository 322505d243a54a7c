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
import { formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

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
  const t = useT()
  const locale = useLocale()
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
        toast.success(t('vault.add_success'))
        onAdded(Number(result.data?.vault?.value))
        form.setData('amount', '')
        onOpenChange(false)
        router.reload({ only: ['user'] })
      } else {
        const refusal = refusalOf(result.data)
        const loggedOut = refusal.code === ERROR_CODES.unauthorized
        toast.error(loggedOut ? t('vault.add_log_in') : (refusal.message ?? t('vault.add_failed')))
      }
    } catch {
      toast.error(t('vault.add_failed'))
    }
  }

  return (
    <NeonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('vault.add_title')}
      description={t('vault.add_description', { points: formatWhole(pointsPerDollar, locale) })}
    >
      <form onSubmit={submit} noValidate>
        <label htmlFor="vault-amount" className="neon-label">
          {t('vault.add_amount_label')}
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
          {t('vault.add_cost')}{' '}
          <span className="font-semibold text-neon-mint">
            {parsed === null
              ? '-'
              : t('vault.add_cost_points', {
                  points: formatWhole(Math.ceil(parsed * pointsPerDollar), locale),
                })}
          </span>
          {user && (
            <span className="text-slate-400">
              {' '}
              {t('vault.add_balance', { balance: formatWhole(user.balance, locale) })}
            </span>
          )}
        </p>
        <NeonButton type="submit" className="mt-6 w-full" disabled={busy}>
          {t(busy ? 'vault.add_submitting' : 'vault.add_submit')}
        </NeonButton>
      </form>
    </NeonDialog>
  )
}
