import { formatWhole } from '@shared/format'
import { VAULT } from '@shared/vault'
import { NeonDialog, type DialogState } from '~/components/ui/neon_dialog'
import { NeonButton } from '~/components/ui/neon_button'

export function VaultRulesDialog({
  open,
  onOpenChange,
  pointsPerDollar,
}: DialogState & {
  pointsPerDollar: number
}) {
  const rules = [
    `The vault starts at $${VAULT.streamStartingPot} and is always a whole number of dollars.`,
    `After each stream the roulette is spun. If it lands on the randomly generated number, the full vault is won; otherwise at least $${VAULT.minimumAddedPerStream} is added and it rolls over to the next stream.`,
    `Anyone logged in can add to the vault: $1 costs ${formatWhole(pointsPerDollar)} points. Every dollar you add this round is one ticket.`,
    `When the vault is won, the winner is drawn among this round’s contributors, weighted by the dollars each one added.`,
    `The draw is provably fair: the SHA-256 hash of the secret seed is published below before any draw, and the seed is revealed afterwards so anyone can re-check the winner.`,
    `The last ${VAULT.recentWinners} winners are listed on this page. Winnings are paid to your linked Celsius account.`,
  ]
  return (
    <NeonDialog open={open} onOpenChange={onOpenChange} title="Vault Rules">
      <ol className="mt-3 list-decimal space-y-2.5 pl-5 text-sm text-slate-200 marker:font-bold marker:text-neon-cyan">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      <NeonButton className="mt-6 w-full" onClick={() => onOpenChange(false)}>
        I understand
      </NeonButton>
    </NeonDialog>
  )
}
