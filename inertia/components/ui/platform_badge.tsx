import { PLATFORM_NAMES, type ChatPlatform } from '@shared/platforms'

const TONE: Record<ChatPlatform, string> = {
  kick: 'bg-neon-mint/10 text-neon-mint ring-neon-mint/40',
  twitch: 'bg-violet-400/10 text-violet-300 ring-violet-400/40',
}

/**
 * A small tag naming the chat platform an action came from (a `!sr`, a held reward); the
 * site's own actions carry none. Platform names are brands: never translated. It grows with
 * the text around it (an overlay's large lines), never under 10 px.
 */
export function PlatformBadge({
  via,
  className = '',
}: {
  via: ChatPlatform | 'site'
  className?: string
}) {
  if (via === 'site') return null
  return (
    <span
      className={`inline-block shrink-0 rounded px-1.5 py-0.5 align-middle text-[max(10px,0.7em)] leading-none font-bold tracking-wider uppercase ring-1 ${TONE[via]} ${className}`}
    >
      {PLATFORM_NAMES[via]}
    </span>
  )
}
