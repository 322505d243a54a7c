import { useMemo } from 'react'
import { POINTS } from '@shared/points'
import { SHOP_TIERS } from '@shared/shop'
import { VAULT } from '@shared/vault'
import { formatUsd, formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

export type FaqItem = { question: string; answer: string }

/** The two questions of the home page (docs/product.md), in the page's language */
export function useHomeFaq(): FaqItem[] {
  const t = useT()
  return useMemo(
    () => [
      { question: t('content.faq_bonuses_q'), answer: t('content.faq_bonuses_a') },
      { question: t('content.faq_leaderboard_q'), answer: t('content.faq_leaderboard_a') },
    ],
    [t]
  )
}

/** The FAQ page: the home questions, then the rest of the site */
export function useFaqPage(): FaqItem[] {
  const t = useT()
  const locale = useLocale()
  const home = useHomeFaq()
  return useMemo(
    () => [
      ...home,
      {
        question: t('content.faq_points_q'),
        answer: t('content.faq_points_a', {
          points: formatWhole(POINTS.perWindow, locale),
          minutes: formatWhole(POINTS.windowMinutes, locale),
        }),
      },
      {
        question: t('content.faq_shop_q'),
        answer: t('content.faq_shop_a', {
          tier1: formatWhole(SHOP_TIERS[0], locale),
          tier2: formatWhole(SHOP_TIERS[1], locale),
          tier3: formatWhole(SHOP_TIERS[2], locale),
        }),
      },
      { question: t('content.faq_celsius_q'), answer: t('content.faq_celsius_a') },
      {
        question: t('content.faq_vault_q'),
        answer: t('content.faq_vault_a', {
          start: formatUsd(VAULT.streamStartingPot, locale),
          minimum: formatUsd(VAULT.minimumAddedPerStream, locale),
        }),
      },
      { question: t('content.faq_milestones_q'), answer: t('content.faq_milestones_a') },
      { question: t('content.faq_gambling_q'), answer: t('content.faq_gambling_a') },
    ],
    [t, locale, home]
  )
}
