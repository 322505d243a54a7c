import { formatUsd, formatWhole } from '@shared/format'
import { VAULT } from '@shared/vault'
import { NeonDialog, type DialogState } from '~/components/ui/neon_dialog'
import { NeonButton } from '~/components/ui/neon_button'
import { useLocale, useT } from '~/lib/i18n'

export function VaultRulesDialog({
  open,
  onOpenChange,
  pointsPerDollar,
}: DialogState & {
  pointsPerDollar: number
}) {
  const t = useT()
  const locale = useLocale()
  const rules = [
    t('vault.rule_start', { start: formatUsd(VAULT.streamStartingPot, locale) }),
    t('vault.rule_roulette', { minimum: formatUsd(VAULT.minimumAddedPerStream, locale) }),
    t('vault.rule_add', { points: formatWhole(pointsPerDollar, locale) }),
    t('vault.rule_winner'),
    t('vault.rule_fair'),
    t('vault.rule_winners_listed', { count: formatWhole(VAULT.recentWinners, locale) }),
  ]
  return (
    <NeonDialog open={open} onOpenChange={onOpenChange} title={t('vault.rules_title')}>
      <ol className="mt-3 list-decimal space-y-2.5 pl-5 text-sm text-slate-200 marker:font-bold marker:text-neon-cyan">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      <NeonButton className="mt-6 w-full" onClick={() => onOpenChange(false)}>
        {t('vault.rules_ok')}
      </NeonButton>
    </NeonDialog>
  )
}
