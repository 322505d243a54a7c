import { usePage } from '@inertiajs/react'
import { POINTS_BOARD, PROVIDER_LABELS, type Board } from '@shared/leaderboards'
import { formatUsd, formatWhole } from '@shared/format'
import type { MessageKey, MessageValues } from '@shared/messages'
import { NeonDialog, type DialogState } from '~/components/ui/neon_dialog'
import { NeonButton } from '~/components/ui/neon_button'
import { useLocale, useT } from '~/lib/i18n'

/** A rule: its message and the values it names (the partner, the code, the prize pool) */
type Rule = [MessageKey, MessageValues?]

function competitionRules(partner: string, code: string, prize: string): Rule[] {
  return [
    ['leaderboard.rule_wager_period'],
    ['leaderboard.rule_wager_code', { partner, code }],
    ['leaderboard.rule_wager_ranking', { prize }],
    ['leaderboard.rule_wager_review'],
    ['leaderboard.rule_wager_rakeback', { partner }],
    ['leaderboard.rule_wager_contact'],
  ]
}

function skinfansRules(code: string, prize: string): Rule[] {
  return [
    ['leaderboard.rule_skinfans_period'],
    ['leaderboard.rule_skinfans_code', { code }],
    ['leaderboard.rule_skinfans_games'],
    ['leaderboard.rule_skinfans_prizes', { prize }],
    ['leaderboard.rule_skinfans_review'],
  ]
}

function pointsRaceRules(prize: string): Rule[] {
  return [
    ['leaderboard.rule_points_period'],
    ['leaderboard.rule_points_ranking'],
    ['leaderboard.rule_points_prizes', { prize }],
    ['leaderboard.rule_points_farming'],
    ['leaderboard.rule_points_contact'],
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
  const t = useT()
  const locale = useLocale()
  const skinfans = provider === 'skinfans'
  const rules = (
    skinfans
      ? skinfansRules(site.referralCode, formatWhole(prize, locale))
      : provider === POINTS_BOARD
        ? pointsRaceRules(formatUsd(prize, locale))
        : competitionRules(PROVIDER_LABELS[provider], site.referralCode, formatUsd(prize, locale))
  ).map(([key, values]) => t(key, values))
  return (
    <NeonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(
        skinfans
          ? 'leaderboard.rules_title_skinfans'
          : provider === POINTS_BOARD
            ? 'leaderboard.rules_title_points'
            : 'leaderboard.rules_title'
      )}
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
        {t('leaderboard.rules_ok')}
      </NeonButton>
    </NeonDialog>
  )
}
