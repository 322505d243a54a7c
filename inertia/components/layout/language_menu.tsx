import { useState } from 'react'
import { Languages } from 'lucide-react'
import { LOCALES, LOCALE_NAMES, isLocale } from '@shared/locales'
import { call } from '~/lib/api_client'
import { useLocale, useT } from '~/lib/i18n'

/**
 * The footer's language menu: the choice is kept (on the account, or in a guest's `locale`
 * cookie) and the page reloads in the new language
 */
export function LanguageMenu() {
  const t = useT()
  const locale = useLocale()
  const [busy, setBusy] = useState(false)

  async function choose(value: string) {
    if (!isLocale(value) || value === locale) return
    setBusy(true)
    const result = await call('locale', { body: { locale: value } }).catch(() => null)
    if (result?.ok) window.location.reload()
    else setBusy(false)
  }

  return (
    <label className="flex items-center gap-2 text-sm text-slate-300">
      <Languages aria-hidden className="h-4 w-4 text-neon-cyan" />
      <span className="sr-only">{t('layout.language')}</span>
      <select
        value={locale}
        disabled={busy}
        onChange={(event) => choose(event.target.value)}
        className="rounded-lg border border-white/10 bg-night-800 px-2 py-1.5 text-sm text-slate-100 focus:border-neon-cyan focus:outline-none"
      >
        {LOCALES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LOCALE_NAMES[each]}
          </option>
        ))}
      </select>
    </label>
  )
}
