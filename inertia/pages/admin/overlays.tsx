import { useState } from 'react'
import { Check, Copy, ExternalLink } from 'lucide-react'
import { OVERLAYS, OVERLAY_MESSAGES } from '@shared/overlays'
import { boardName } from '@shared/leaderboards'
import { AdminPage } from '~/components/admin/admin_page'
import { neonButtonClass } from '~/components/ui/neon_button'
import { adminToast } from '~/lib/toasts'
import { useHydrated } from '~/hooks/use_hydrated'
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from '@shared/locales'
import { useT } from '~/lib/i18n'
// the previews listen through this page's one live connection (see live_client.ts)
import '~/lib/live_client'

/** The size of an OBS browser source; each preview shows it scaled down */
const SOURCE = { width: 1920, height: 1080 }

/** An overlay's path in a chosen language (`?lang=de`); none: the site's language */
function withLang(path: string, lang: Locale | null) {
  if (!lang) return path
  return `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`
}

/** One overlay: its address with a copy button, and a live preview (a scaled iframe) */
function OverlayCard({ label, path }: { label: string; path: string }) {
  const hydrated = useHydrated()
  const t = useT()
  const [copied, setCopied] = useState(false)
  const url = hydrated ? `${window.location.origin}${path}` : path

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      adminToast.success(t(OVERLAY_MESSAGES.copied))
      window.setTimeout(() => setCopied(false), 2000)
    } catch {
      adminToast.error(t(OVERLAY_MESSAGES.copyFailed))
    }
  }

  return (
    <li className="neon-panel space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-sm font-semibold tracking-widest text-white">{label}</h2>
        <a
          href={path}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-xs text-muted hover:text-neon-cyan"
        >
          {t('admin_overlays.open')} <ExternalLink className="h-3.5 w-3.5" aria-hidden />
        </a>
      </div>
      <div className="flex gap-2">
        <input
          readOnly
          value={url}
          aria-label={t('admin_overlays.address_label', { label })}
          className="neon-input min-w-0 flex-1 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          onClick={copy}
          className={neonButtonClass('vapourBlue', 'sm', 'shrink-0')}
          aria-label={t('admin_overlays.copy_label', { label })}
        >
          {copied ? (
            <Check className="h-4 w-4" aria-hidden />
          ) : (
            <Copy className="h-4 w-4" aria-hidden />
          )}
          {t('admin_overlays.copy')}
        </button>
      </div>
      <div
        className="relative w-full overflow-hidden rounded-xl border border-white/10 bg-[repeating-conic-gradient(#1a1733_0_25%,#0d0b1f_0_50%)] bg-[length:24px_24px]"
        style={{ aspectRatio: `${SOURCE.width} / ${SOURCE.height}`, containerType: 'inline-size' }}
      >
        <iframe
          title={t('admin_overlays.preview_title', { label })}
          src={path}
          loading="lazy"
          className="absolute top-0 left-0 origin-top-left border-0"
          style={{
            width: SOURCE.width,
            height: SOURCE.height,
            transform: `scale(calc(100cqw / ${SOURCE.width}px))`,
          }}
        />
      </div>
    </li>
  )
}

/**
 * The OBS overlays: each address (paste it into a Browser source of 1920x1080) with a copy
 * button and a live preview. Options go in the query string: rows (1-10), compact, accent.
 */
export default function AdminOverlays() {
  const t = useT()
  // the overlays' language: none leaves it to the site's (the overlay reads `?lang=`)
  const [lang, setLang] = useState<Locale | null>(null)
  return (
    <AdminPage
      title={t('admin_overlays.title')}
      subtitle={
        <>
          {t('admin_overlays.subtitle_before')}{' '}
          <code className="font-mono text-neon-cyan">?rows=5</code>,{' '}
          <code className="font-mono text-neon-cyan">compact=1</code>,{' '}
          <code className="font-mono text-neon-cyan">accent=pink</code>{' '}
          {t('admin_overlays.subtitle_after')}
        </>
      }
    >
      <div className="max-w-xs">
        <label htmlFor="overlay-lang" className="neon-label">
          {t('admin_overlays.language')}
        </label>
        <select
          id="overlay-lang"
          className="neon-input"
          value={lang ?? ''}
          onChange={(event) => setLang(isLocale(event.target.value) ? event.target.value : null)}
        >
          <option value="">{t('admin_overlays.language_site')}</option>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
      <ul className="grid gap-4 lg:grid-cols-2">
        {OVERLAYS.map((overlay) => (
          <OverlayCard
            key={overlay.name}
            label={t(overlay.label, overlay.board && { board: boardName(overlay.board, t) })}
            path={withLang(overlay.path, lang)}
          />
        ))}
      </ul>
    </AdminPage>
  )
}
