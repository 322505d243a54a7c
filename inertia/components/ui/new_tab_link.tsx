import type { ReactNode } from 'react'
import { ExternalLink } from 'lucide-react'

/** A small cyan link that opens in a new tab, the external-link icon after its text */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-xs text-neon-cyan hover:underline"
    >
      {children} <ExternalLink className="h-3 w-3" aria-hidden />
    </a>
  )
}
