import type { CSSProperties, ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import type { OverlayOptions } from '@shared/overlays'
import { useHydratedMarker } from '~/hooks/use_hydrated_marker'
import { useT } from '~/lib/i18n'

/**
 * The frame of an OBS overlay: the 1920x1080 browser source, transparent around one dark
 * translucent panel (readable over any gameplay), the accent colour of the query string as
 * --accent, and no site header, navigation or footer (the pages set no layout).
 */
export function OverlayFrame({
  title,
  options,
  wide = false,
  children,
}: {
  title: string
  options: OverlayOptions
  /** the whole width (the bracket) */
  wide?: boolean
  children: ReactNode
}) {
  const width = wide ? 'w-full p-8' : options.compact ? 'w-[560px] p-6' : 'w-[880px] p-8'
  useHydratedMarker()
  const t = useT()
  const style = { '--accent': options.accent } as CSSProperties
  return (
    <div
      data-overlay-frame
      data-compact={options.compact || undefined}
      style={style}
      className="flex min-h-dvh items-start justify-start p-10 text-white [text-shadow:0_2px_6px_rgb(0_0_0/0.85)]"
    >
      <Head title={t('overlays.head_title', { title })} />
      <section
        aria-label={title}
        className={`rounded-3xl border-2 border-[var(--accent)]/60 bg-night-950/75 shadow-[0_0_40px_-8px_var(--accent)] backdrop-blur-md ${width}`}
      >
        {children}
      </section>
    </div>
  )
}

/** The panel's heading: an accent kicker line and the title */
export function OverlayHeading({ kicker, title }: { kicker: string; title: string }) {
  return (
    <header className="mb-5">
      <p className="font-display text-lg font-bold tracking-[0.3em] text-[var(--accent)] uppercase">
        {kicker}
      </p>
      <h1 className="font-display text-4xl font-extrabold tracking-wide">{title}</h1>
    </header>
  )
}

/** A big figure with its label */
export function OverlayFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-black/40 px-4 py-3">
      <dt className="text-sm font-semibold tracking-widest text-slate-300 uppercase">{label}</dt>
      <dd className="font-display text-3xl font-extrabold text-white tabular-nums">{value}</dd>
    </div>
  )
}

/** What an overlay shows when there is nothing to show yet */
export function OverlayEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="font-display text-2xl font-bold tracking-widest text-slate-200">{children}</p>
  )
}

/** Overlay pages set no layout: no site chrome */
export const noLayout = (page: ReactNode) => page
