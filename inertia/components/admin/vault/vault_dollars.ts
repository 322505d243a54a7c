import type { Locale } from '@shared/locales'

const formats = new Map<Locale, Intl.NumberFormat>()

/**
 * A vault amount as the admin vault shows it: '$1,234.5' in English (cents kept, unlike
 * formatUsd), US dollars in the language's own form elsewhere (one formatter per language)
 */
export function vaultDollars(n: number, locale: Locale) {
  if (locale === 'en') return `$${n.toLocaleString('en-US')}`
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    })
    formats.set(locale, format)
  }
  return format.format(n)
}
