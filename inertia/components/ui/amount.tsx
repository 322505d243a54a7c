import { coinIcon, POINTS_BOARD } from '@shared/leaderboards'
import { formatUsd, formatWhole } from '@shared/format'
import { PROVIDER_LABELS, PROVIDERS, type Provider } from '@shared/leaderboards'
import { useLocale, useT } from '~/lib/i18n'

/**
 * A money figure of a partner site: the site's coin icon where it pays in coins (skinfans,
 * xfun), '$' otherwise; rounded down with thousands separators.
 */
export function Amount({
  site,
  value,
  className = '',
  iconClassName = 'h-[1em] w-[1em]',
}: {
  site: string
  value: number
  className?: string
  iconClassName?: string
}) {
  const t = useT()
  const locale = useLocale()
  const icon = coinIcon(site)
  const label = PROVIDERS.includes(site as Provider) ? PROVIDER_LABELS[site as Provider] : site
  return (
    <span className={`inline-flex items-center gap-1 tabular-nums ${className}`}>
      {icon && (
        <img
          src={icon}
          alt={t('ui.coins_alt', { site: label })}
          width={16}
          height={16}
          className={`shrink-0 ${iconClassName}`}
        />
      )}
      <span>{icon ? formatWhole(value, locale) : formatUsd(value, locale)}</span>
    </span>
  )
}

/** What a board ranks by: points earned on the points race ('1,250 pts'), else a money figure */
export function Score({
  site,
  value,
  className = '',
}: {
  site: string
  value: number
  className?: string
}) {
  const t = useT()
  const locale = useLocale()
  if (site !== POINTS_BOARD) return <Amount site={site} value={value} className={className} />
  return (
    <span className={`inline-flex items-center gap-1 tabular-nums ${className}`}>
      {t('ui.points_short', { points: formatWhole(value, locale) })}
    </span>
  )
}
