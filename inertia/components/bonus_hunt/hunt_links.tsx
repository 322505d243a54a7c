import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'

const LINKS = [
  { key: 'live', href: '/bonus-hunt', label: 'hunt_history.live_link' },
  { key: 'history', href: '/bonus-hunt/history', label: 'hunt_history.history_link' },
  { key: 'slots', href: '/slots', label: 'hunt_history.slots_link' },
] as const

/** The hunt pages' own links: the live hunt, the history, the slot statistics */
export function HuntLinks({ current }: { current: (typeof LINKS)[number]['key'] | null }) {
  const t = useT()
  return (
    <nav className="mt-4 flex flex-wrap justify-center gap-2 text-xs font-semibold tracking-widest uppercase">
      {LINKS.map((link) => (
        <Link
          key={link.key}
          href={link.href}
          aria-current={current === link.key ? 'page' : undefined}
          className={`rounded-full px-3 py-1.5 ring-1 ${
            current === link.key
              ? 'bg-neon-cyan/15 text-neon-cyan ring-neon-cyan/50'
              : 'text-slate-300 ring-white/15 hover:text-white'
          }`}
        >
          {t(link.label)}
        </Link>
      ))}
    </nav>
  )
}
