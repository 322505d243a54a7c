import { useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { toast } from 'sonner'
import { Coins } from 'lucide-react'
import type { OwnStake, PublicPrediction } from '@shared/predictions'
import { formatWhole } from '@shared/format'
import { apiMessage } from '~/lib/api_message'
import { openAuthModal } from '~/lib/events'
import { NeonButton } from '~/components/ui/neon_button'
import { call } from '~/lib/api_client'
import { useLocale, useT } from '~/lib/i18n'

/**
 * The stake: points on the picked outcome (the viewer's own outcome once they staked: one
 * outcome per person, more may be added up to the maximum); "Log in to stake" for a guest
 */
export function StakeForm({
  prediction,
  mine,
  picked,
}: {
  prediction: PublicPrediction
  mine: OwnStake | null
  picked: number | null
}) {
  const { user } = usePage().props
  const t = useT()
  const locale = useLocale()
  const room = prediction.max_stake - (mine?.amount ?? 0)
  const first = mine ? 1 : prediction.min_stake
  const [amount, setAmount] = useState(first)
  const [busy, setBusy] = useState(false)
  if (!user) {
    return (
      <NeonButton variant="vapourBlue" size="sm" onClick={() => openAuthModal('login')}>
        {t('predictions.log_in')}
      </NeonButton>
    )
  }
  const outcome = mine?.outcome ?? picked
  const stake = async () => {
    if (busy || outcome === null) return
    setBusy(true)
    const result = await call('economy.prediction_stake', {
      params: { id: prediction.id },
      body: { outcome, amount },
    }).finally(() => setBusy(false))
    if (result.ok) {
      toast.success(result.data.message)
      // the viewer's own stake from the answer; the pool arrives with the live message
      const own = result.data.stake
      router.replace({
        props: (current) => ({
          ...current,
          mine: [
            ...(current.mine as OwnStake[]).filter((s) => s.prediction_id !== own.prediction_id),
            own,
          ],
        }),
        preserveScroll: true,
        preserveState: true,
      })
    } else {
      toast.error(apiMessage(result.data) ?? t('predictions.stake_failed'))
    }
  }
  return (
    <form
      data-stake-form={prediction.id}
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        void stake()
      }}
    >
      <label className="flex items-center gap-2 text-xs tracking-widest text-muted uppercase">
        {t('predictions.amount')}
        <input
          type="number"
          min={first}
          max={Math.max(first, room)}
          value={amount}
          onChange={(event) => setAmount(Math.max(1, Math.floor(Number(event.target.value) || 1)))}
          className="w-28 rounded-lg border border-white/10 bg-night-950/80 px-2 py-1.5 text-center text-sm text-white"
        />
      </label>
      <NeonButton type="submit" size="sm" disabled={busy || outcome === null || room <= 0}>
        <Coins aria-hidden className="h-4 w-4" />
        {outcome === null
          ? t('predictions.pick_first')
          : t('predictions.stake_on', { outcome: prediction.outcomes[outcome]?.label ?? '' })}
      </NeonButton>
      <p className="w-full text-xs text-slate-400">
        {t('predictions.limits', {
          min: formatWhole(prediction.min_stake, locale),
          max: formatWhole(prediction.max_stake, locale),
        })}
      </p>
    </form>
  )
}
