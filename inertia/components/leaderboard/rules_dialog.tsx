import { usePage } from '@inertiajs/react'
import { POINTS_BOARD, PROVIDER_LABELS, type Board } from '@shared/leaderboards'
import { formatWhole } from '@shared/format'
import { NeonDialog, type DialogState } from '~/components/ui/neon_dialog'
import { NeonButton } from '~/components/ui/neon_button'

function competitionRules(partner: string, code: string, prize: string) {
  return [
    `The leaderboard runs monthly. The countdown shows when the current period ends.`,
    `Every bet you place on ${partner} counts, as long as your account was created with code ${code} (our affiliate code).`,
    `You are ranked by your total wagered this period. The top 10 share the ${prize} prize pool; the higher your rank, the bigger your prize.`,
    `Prizes and wagers are verified before payouts. Wagers are reviewed for bugs or exploits, and abusive play (such as hedging or exploiting a game) is disqualified.`,
    `Rakeback on ${partner} is 5% instant and paid by the partner, on top of any leaderboard prize.`,
    `Winners are contacted on Discord after the period ends. Keep your username linked so we can find you.`,
  ]
}

function skinfansRules(code: string, prize: string) {
  return [
    `The SkinFans leaderboard runs monthly and is counted in SkinFans coins (the coin icon).`,
    `Sign up on SkinFans with code ${code}. Wagers made before you used the code do not count.`,
    `Case openings, case battles and every SkinFans game mode count at their coin value. Deposits, withdrawals and trades do not count.`,
    `The top 10 share the ${prize} coin prize pool, paid out as SkinFans balance.`,
    `Prizes and wagers are verified before payouts; wagers are reviewed for bugs or exploits, and abusive play is disqualified.`,
  ]
}

function pointsRaceRules(prize: string) {
  return [
    `The points race runs monthly (UTC). The countdown shows when the current month ends.`,
    `You are ranked by the points you earned this month: chatting in the stream with your Kick account linked, and points granted by the staff. Spending points does not lower your score; refunds do not count.`,
    `The top 10 share the ${prize} prize pool; the higher your rank, the bigger your prize. On equal points, whoever got there first ranks higher.`,
    `Farming points (bots, spam, shared or extra accounts) is disqualified.`,
    `Winners are contacted on Discord after the month ends. Keep your Discord linked so we can find you.`,
  ]
}

/**
 * COMPETITION RULES of a board (the skinfans board and the points race have their own rules),
 * closed by 'I understand' or the close button.
 */
export function RulesDialog({
  provider,
  prize,
  open,
  onOpenChange,
}: DialogState & {
  provider: Board
  prize: number
}) {
  const { site } = usePage().props
  const pool = formatWhole(prize)
  const skinfans = provider === 'skinfans'
  const rules = skinfans
    ? skinfansRules(site.referralCode, pool)
    : provider === POINTS_BOARD
      ? pointsRaceRules(`$${pool}`)
      : competitionRules(PROVIDER_LABELS[provider], site.referralCode, `$${pool}`)
  return (
    <NeonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        skinfans
          ? 'SkinFans Leaderboard Rules'
          : provider === POINTS_BOARD
            ? 'Points Race Rules'
            : 'Competition Rules'
      }
      size="md"
    >
      <ol className="mt-3 space-y-3 text-sm text-slate-200">
        {rules.map((rule, i) => (
          <li key={rule} className="flex gap-3">
            <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-neon-violet/20 font-display text-xs font-bold text-neon-cyan">
              {i + 1}
            </span>
            <span>{rule}</span>
          </li>
        ))}
      </ol>
      <NeonButton className="mt-6 w-full" onClick={() => onOpenChange(false)}>
        I understand
      </NeonButton>
    </NeonDialog>
  )
}
