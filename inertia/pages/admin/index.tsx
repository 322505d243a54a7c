import type { LucideIcon } from 'lucide-react'
import {
  Crosshair,
  PackageCheck,
  ScrollText,
  ShoppingBag,
  Swords,
  Trophy,
  Users,
  Vault,
} from 'lucide-react'
import type { AdminCardKey, LandingCard } from '@shared/admin'
import { AdminPage } from '~/components/admin/admin_page'
import { neonButtonClass } from '~/components/ui/neon_button'
import { adminToast } from '~/lib/toasts'
import type { InertiaProps } from '~/types'

const ICONS: Record<AdminCardKey, { icon: LucideIcon; tone: string }> = {
  users: { icon: Users, tone: 'text-neon-cyan bg-neon-cyan/10 ring-neon-cyan/40' },
  shop: { icon: ShoppingBag, tone: 'text-neon-pink bg-neon-pink/10 ring-neon-pink/40' },
  leaderboard: { icon: Trophy, tone: 'text-gold bg-gold/10 ring-gold/40' },
  vault: { icon: Vault, tone: 'text-neon-mint bg-neon-mint/10 ring-neon-mint/40' },
  redemptions: {
    icon: PackageCheck,
    tone: 'text-neon-orange bg-neon-orange/10 ring-neon-orange/40',
  },
  bonus_hunt: { icon: Crosshair, tone: 'text-neon-violet bg-neon-violet/10 ring-neon-violet/40' },
  tournament: { icon: Swords, tone: 'text-silver bg-silver/10 ring-silver/40' },
  audit: { icon: ScrollText, tone: 'text-slate-300 bg-white/5 ring-white/20' },
}

function AdminCard({ card }: { card: LandingCard }) {
  const { icon: Icon, tone } = ICONS[card.key]
  const view = neonButtonClass('vapourBlue', 'sm', 'shrink-0')
  return (
    <li className="neon-panel flex items-center gap-4 p-4 sm:p-5">
      <span className={`grid h-12 w-12 shrink-0 place-items-center rounded-xl ring-1 ${tone}`}>
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-sm font-semibold tracking-widest text-white sm:text-base">
          {card.title}
        </h2>
        <p className="mt-0.5 text-sm text-slate-400">{card.description}</p>
      </div>
      {card.href ? (
        <a href={card.href} className={view} aria-label={`View ${card.title}`}>
          View
        </a>
      ) : (
        <button
          type="button"
          className={view}
          aria-label={`View ${card.title}`}
          onClick={() => adminToast.error('Currently Unavailable')}
        >
          View
        </button>
      )}
    </li>
  )
}

/** The admin landing: a column of cards, one per admin area (800 px wide at most) */
export default function AdminIndex({ cards }: InertiaProps<{ cards: LandingCard[] }>) {
  return (
    <AdminPage
      title="Admin"
      subtitle="Run the site: users, shop, leaderboards, vault and more."
      width="narrow"
      backLink={false}
    >
      <ul className="space-y-3">
        {cards.map((card) => (
          <AdminCard key={card.key} card={card} />
        ))}
      </ul>
    </AdminPage>
  )
}
