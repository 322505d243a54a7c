import { AlertTriangle } from 'lucide-react'
import { useT } from '~/lib/i18n'

/** A buyer's Celsius username in a queue row, or a warning that they have none linked */
export function CelsiusName({ name }: { name: string | null }) {
  const t = useT()
  return name ? (
    <span className="font-mono text-neon-cyan">{name}</span>
  ) : (
    <span className="inline-flex items-center gap-1 text-neon-orange">
      <AlertTriangle className="h-3.5 w-3.5" aria-hidden /> {t('admin_redemptions.not_linked')}
    </span>
  )
}
