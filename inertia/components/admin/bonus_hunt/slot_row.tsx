import { type FormEvent } from 'react'
import { Check, Pencil, Trash2 } from 'lucide-react'
import type { Data } from '@generated/data'
import { slotMulti } from '@shared/hunt'
import { money } from '~/components/bonus_hunt/hunt_view'
import { IconButton } from '~/components/ui/icon_button'
import { useServerValue } from '~/hooks/use_server_value'
import { bindInput } from '~/lib/bind_input'
import { MONEY_INPUT } from '~/lib/number_inputs'
import { useT } from '~/lib/i18n'

type Slot = Data.BonusHunt['slots'][number]

/**
 * One bonus of the live hunt: its payout is typed in place as the bonus opens (left empty:
 * not opened), name and bet are edited in a dialog, and it can be removed.
 */
export function SlotRow({
  slot,
  index,
  busy,
  onPayout,
  onEdit,
  onRemove,
}: {
  slot: Slot
  index: number
  busy: boolean
  onPayout: (amount: string) => void
  onEdit: () => void
  onRemove: () => void
}) {
  const stored = slot.amount === null ? '' : String(slot.amount)
  const [payout, setPayout] = useServerValue(stored)
  const t = useT()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onPayout(payout)
  }
  const opened = slot.amount !== null
  return (
    <li
      className={`grid grid-cols-[2rem_1fr_auto] items-center gap-x-3 gap-y-2 px-4 py-3 sm:grid-cols-[2rem_1fr_6rem_13rem_5rem_auto] ${opened ? '' : 'bg-neon-violet/[0.04]'}`}
      data-testid="hunt-slot"
    >
      <span className="font-display text-xs font-bold text-slate-500">{index + 1}</span>
      <div className="min-w-0">
        <p className="truncate font-semibold text-white">{slot.slot_name}</p>
        <p className="text-xs text-slate-400 sm:hidden">
          {t('admin_hunt.slot_summary', {
            bet: money(slot.bet_size),
            multi: slotMulti(slot.amount, slot.bet_size),
          })}
        </p>
      </div>
      <span className="hidden text-sm text-slate-300 sm:block">{money(slot.bet_size)}</span>
      <form
        onSubmit={submit}
        className="col-span-3 col-start-1 flex gap-2 sm:col-span-1 sm:col-start-auto"
      >
        <label htmlFor={`payout-${slot.id}`} className="sr-only">
          {t('admin_hunt.slot_payout_of', { name: slot.slot_name })}
        </label>
        <input
          id={`payout-${slot.id}`}
          {...MONEY_INPUT}
          placeholder={t('admin_hunt.col_payout')}
          className="neon-input py-1.5"
          {...bindInput(payout, setPayout)}
        />
        <button
          type="submit"
          disabled={busy || payout === stored}
          aria-label={t('admin_hunt.slot_save_payout', { name: slot.slot_name })}
          className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-neon-mint/10 text-neon-mint ring-1 ring-neon-mint/50 transition hover:bg-neon-mint/20 disabled:cursor-not-allowed disabled:opacity-30"
        >
          <Check className="h-4 w-4" aria-hidden />
        </button>
      </form>
      <span
        className={`hidden text-right font-display text-sm font-bold sm:block ${opened ? 'text-neon-pink' : 'text-slate-600'}`}
      >
        {slotMulti(slot.amount, slot.bet_size)}
      </span>
      <div className="col-start-3 row-start-1 flex gap-1 sm:col-start-auto sm:row-start-auto">
        <IconButton
          icon={Pencil}
          label={t('admin_hunt.slot_edit', { name: slot.slot_name })}
          onClick={onEdit}
        />
        <IconButton
          icon={Trash2}
          tone="red"
          label={t('admin_hunt.slot_remove', { name: slot.slot_name })}
          onClick={onRemove}
        />
      </div>
    </li>
  )
}
