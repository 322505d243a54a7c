import { useState } from 'react'
import { ShieldCheck } from 'lucide-react'
import { useT } from '~/lib/i18n'

export type HuntRecord = {
  format: string | null
  canonical: string | null
  sha256: string | null
  names: [string, string | null][] | null
}

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * A finished hunt's frozen record (#services/hunt/hunt_record): its SHA-256, the text itself,
 * and a check that hashes the text in the browser and compares
 */
export function HuntRecordPanel({ record }: { record: HuntRecord }) {
  const t = useT()
  const [shown, setShown] = useState(false)
  const [check, setCheck] = useState<'idle' | 'checking' | 'ok' | 'mismatch'>('idle')
  const { canonical, sha256 } = record
  const run = async () => {
    if (!canonical || !sha256) return
    setCheck('checking')
    setCheck((await sha256Hex(canonical)) === sha256 ? 'ok' : 'mismatch')
  }
  return (
    <section
      aria-labelledby="hunt-record"
      className="mt-8 rounded-2xl border border-neon-cyan/30 bg-neon-cyan/5 p-5 sm:p-6"
      data-hunt-record
    >
      <h2
        id="hunt-record"
        className="flex items-center gap-2 font-display text-sm font-semibold tracking-widest text-neon-cyan uppercase"
      >
        <ShieldCheck aria-hidden className="h-4 w-4" /> {t('hunt_history.record_title')}
      </h2>
      {canonical && sha256 ? (
        <>
          <p className="mt-2 text-sm text-slate-300">{t('hunt_history.record_text')}</p>
          <p className="mt-3 text-[0.65rem] tracking-widest text-muted uppercase">
            {t('hunt_history.record_digest')}
          </p>
          <code data-record-sha256 className="block font-mono text-xs break-all text-white">
            {sha256}
          </code>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={run}
              className="rounded-lg bg-neon-cyan/15 px-3 py-1.5 text-xs font-semibold text-neon-cyan ring-1 ring-neon-cyan/40 hover:bg-neon-cyan/25"
            >
              {check === 'checking'
                ? t('hunt_history.record_checking')
                : t('hunt_history.record_check')}
            </button>
            <button
              type="button"
              onClick={() => setShown((s) => !s)}
              className="text-xs font-semibold text-slate-300 hover:text-white"
            >
              {shown ? t('hunt_history.record_hide') : t('hunt_history.record_show')}
            </button>
            {check === 'ok' && (
              <span role="status" className="text-xs font-semibold text-neon-mint">
                {t('hunt_history.record_ok')}
              </span>
            )}
            {check === 'mismatch' && (
              <span role="status" className="text-xs font-semibold text-red-300">
                {t('hunt_history.record_mismatch')}
              </span>
            )}
          </div>
          {shown && (
            <pre
              data-record-canonical
              className="mt-3 max-h-64 overflow-auto rounded-lg bg-night-950/80 p-3 font-mono text-[0.65rem] break-all whitespace-pre-wrap text-slate-300"
            >
              {canonical}
            </pre>
          )}
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-300">{t('hunt_history.record_none')}</p>
      )}
    </section>
  )
}
