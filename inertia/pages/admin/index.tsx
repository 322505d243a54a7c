import type { LucideIcon } from 'lucide-react'
import {
  Crosshair,
  Megaphone,
  Gift,
  ListMusic,
  Languages,
  MonitorPlay,
  PackageCheck,
  ScrollText,
  ShoppingBag,
  Swords,
  Ticket,
  Trophy,
  Users,
  Vault,
} from 'lucide-react'
import { AdminPage } from '~/components/admin/admin_page'
import { neonButtonClass } from '~/components/ui/neon_button'
import { adminToast } from '~/lib/toasts'
import { ADMIN_CARD_UNAVAILABLE, type KickHealth } from '@shared/admin'
import { KickHealthPanel, KickWebhooksWarning } from '~/components/admin/kick_health_panel'
import { VaultDrawNotice, type WaitingVaultDraw } from '~/components/admin/vault/vault_draw_notice'
import type { InertiaProps } from '~/types'
import type { AbilityName } from '@shared/roles'
import { useCan } from '~/hooks/use_can'

type AdminCardDef = {
  title: string
  description: string
  href: string
  /** the ability its page declares: a role without it does not see the card */
  ability: AbilityName
  icon: LucideIcon
  tone: string
}

/** the product's four cards first, then the admin pages beyond the original product */
const CARDS: AdminCardDef[] = [
  {
    title: 'USERS',
    description: 'View and manage active users',
    href: '/admin/user',
    ability: 'lookUpUsers',
    icon: Users,
    tone: 'text-neon-cyan bg-neon-cyan/10 ring-neon-cyan/40',
  },
  {
    title: 'SHOP ITEMS',
    description: 'View and manage items in the shop',
    href: '/admin/shop',
    ability: 'manageShop',
    icon: ShoppingBag,
    tone: 'text-neon-pink bg-neon-pink/10 ring-neon-pink/40',
  },
  {
    title: 'Leaderboard',
    description: 'View and manage leaderboards',
    href: '/admin/leaderboard',
    ability: 'manageLeaderboards',
    icon: Trophy,
    tone: 'text-gold bg-gold/10 ring-gold/40',
  },
  {
    title: 'Vault',
    description: 'Manage the Vault',
    href: '/admin/vault',
    ability: 'manageVault',
    icon: Vault,
    tone: 'text-neon-mint bg-neon-mint/10 ring-neon-mint/40',
  },
  {
    title: 'Redemptions',
    description: 'Send or refund shop purchases and review milestone claims',
    href: '/admin/redemptions',
    ability: 'manageRedemptions',
    icon: PackageCheck,
    tone: 'text-neon-orange bg-neon-orange/10 ring-neon-orange/40',
  },
  {
    title: 'Bonus Hunt',
    description: 'Run the live bonus hunt',
    href: '/admin/bonus-hunt',
    ability: 'manageHunt',
    icon: Crosshair,
    tone: 'text-neon-violet bg-neon-violet/10 ring-neon-violet/40',
  },
  {
    title: 'Slot Requests',
    description: 'Open requests, accept them into the hunt or refund them',
    href: '/admin/slot-requests',
    ability: 'manageSlotRequests',
    icon: ListMusic,
    tone: 'text-neon-cyan bg-neon-cyan/10 ring-neon-cyan/40',
  },
  {
    title: 'Kick Rewards',
    description: 'Points for subs, gifted subs, Kicks and follows; held rewards',
    href: '/admin/kick-rewards',
    ability: 'manageKickRewards',
    icon: Gift,
    tone: 'text-neon-pink bg-neon-pink/10 ring-neon-pink/40',
  },
  {
    title: 'Discord',
    description: 'Announcements posted to your Discord channels',
    href: '/admin/discord',
    ability: 'manageDiscord',
    icon: Megaphone,
    tone: 'text-neon-violet bg-neon-violet/10 ring-neon-violet/40',
  },
  {
    title: 'Tournament',
    description: 'Set entrants and mark bracket winners',
    href: '/admin/tournament',
    ability: 'manageTournament',
    icon: Swords,
    tone: 'text-silver bg-silver/10 ring-silver/40',
  },
  {
    title: 'Raffles',
    description: 'Giveaways with a public, checkable draw',
    href: '/admin/raffles',
    ability: 'manageRaffles',
    icon: Ticket,
    tone: 'text-neon-pink bg-neon-pink/10 ring-neon-pink/40',
  },
  {
    title: 'Overlays',
    description: 'OBS browser sources for the stream, with live previews',
    href: '/admin/overlays',
    ability: 'useOverlays',
    icon: MonitorPlay,
    tone: 'text-neon-blue bg-neon-blue/10 ring-neon-blue/40',
  },
  {
    title: 'Texts',
    description: 'Change any text of the site, in every language',
    href: '/admin/texts',
    ability: 'manageTexts',
    icon: Languages,
    tone: 'text-neon-cyan bg-neon-cyan/10 ring-neon-cyan/40',
  },
  {
    title: 'Audit log',
    description: 'Every admin change: who, what, before and after',
    href: '/admin/audit',
    ability: 'readAuditLog',
    icon: ScrollText,
    tone: 'text-slate-300 bg-white/5 ring-white/20',
  },
]

/** A card with its View button; without a link (page not served) View says so in a toast */
function AdminCard({ card, href }: { card: AdminCardDef; href: string | null }) {
  const { icon: Icon, tone } = card
  const view = neonButtonClass('vapourBlue', 'sm', 'shrink-0')
  return (
    <li className={`neon-panel flex items-center gap-4 p-4 sm:p-5 ${href ? '' : 'opacity-70'}`}>
      <span className={`grid h-12 w-12 shrink-0 place-items-center rounded-xl ring-1 ${tone}`}>
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-sm font-semibold tracking-widest text-white sm:text-base">
          {card.title}
        </h2>
        <p className="mt-0.5 text-sm text-slate-400">{card.description}</p>
      </div>
      {href ? (
        <a href={href} className={view} aria-label={`View ${card.title}`}>
          View
        </a>
      ) : (
        <button
          type="button"
          className={view}
          aria-label={`View ${card.title}`}
          onClick={() => adminToast.error(ADMIN_CARD_UNAVAILABLE)}
        >
          View
        </button>
      )}
    </li>
  )
}

/** The admin landing: a column of cards, one per admin area (800 px wide at most) */
export default function AdminIndex({
  servedPages,
  kickWebhooksConfigured,
  kickHealth,
  vaultDraw,
}: InertiaProps<{
  servedPages: string[]
  kickWebhooksConfigured: boolean
  kickHealth: KickHealth
  vaultDraw: WaitingVaultDraw | null
}>) {
  const can = useCan()
  return (
    <AdminPage
      title="Admin"
      subtitle="Run the site: users, shop, leaderboards, vault and more."
      width="narrow"
      backLink={false}
    >
      {vaultDraw && <VaultDrawNotice draw={vaultDraw} />}
      {kickWebhooksConfigured ? <KickHealthPanel health={kickHealth} /> : <KickWebhooksWarning />}
      <ul className="space-y-3">
        {CARDS.filter((card) => can(card.ability)).map((card) => (
          <AdminCard
            key={card.href}
            card={card}
            href={servedPages.includes(card.href) ? card.href : null}
          />
        ))}
      </ul>
    </AdminPage>
  )
}
