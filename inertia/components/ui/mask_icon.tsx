/**
 * A single-colour SVG from public/ painted in the current text colour (an <img> would paint
 * its currentColor black). Decorative: the surrounding text names the thing.
 */
export function MaskIcon({ src, className = 'h-6 w-6' }: { src: string; className?: string }) {
  const mask = `url(${src}) center / contain no-repeat`
  return (
    <span
      aria-hidden
      className={`inline-block shrink-0 bg-current ${className}`}
      style={{ mask, WebkitMask: mask }}
    />
  )
}
