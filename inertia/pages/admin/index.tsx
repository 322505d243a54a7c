import type { LucideIcon } from 'lucide-react'
import {
  CalendarClock,
  ChartNoAxesColumn,
  Crosshair,
  Dices,
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
import {
  KickHealthPanel,
  KickWebhooksWarning,
  TwitchWebhooksWarning,
} from '~/components/admin/kick_health_panel'
import { VaultDrawNotice, type WaitingVaultDraw } from '~/components/admin/vault/vault_draw_notice'
import type { InertiaProps } from '~/types'
import type { AbilityName } from '@shared/roles'
import { useCan } from '~/hooks/use_can'
import { useT } from '~/lib/i18n'
import type { MessageKey } from '@shared/messages'

type AdminCardDef = {
  title: MessageKey
  description: MessageKey
  href: string
  /** the ability its page declares: a role without it does not see the card */
  ability: AbilityName
  icon: LucideIcon
  tone: string
}

/** the product's four cards first, then the admin pages beyond the original product */
const CARDS: AdminCardDef[] = [
  {
    title: 'admin.card_user_title',
    description: 'admin.card_user_description',
    href: '/admin/user',
    ability: 'lookUpUsers',
    icon: Users,
    tone: 'text-neon-cyan bg-neon-cyan/10 ring-neon-cyan/40',
  },
  {
    title: 'admin.card_shop_title',
    description: 'admin.card_shop_description',
    href: '/admin/shop',
    ability: 'manageShop',
    icon: ShoppingBag,
    tone: 'text-neon-pink bg-neon-pink/10 ring-neon-pink/40',
  },
  {
    title: 'admin.card_leaderboard_title',
    description: 'admin.card_leaderboard_description',
    href: '/admin/leaderboard',
    ability: 'manageLeaderboards',
    icon: Trophy,
    tone: 'text-gold bg-gold/10 ring-gold/40',
  },
  {
    title: 'admin.card_vault_title',
    description: 'admin.card_vault_description',
    href: '/admin/vault',
    ability: 'manageVault',
    icon: Vault,
    tone: 'text-neon-mint bg-neon-mint/10 ring-neon-mint/40',
  },
  {
    title: 'admin.card_redemptions_title',
    description: 'admin.card_redemptions_description',
    href: '/admin/redemptions',
    ability: 'manageRedemptions',
    icon: PackageCheck,
    tone: 'text-neon-orange bg-neon-orange/10 ring-neon-orange/40',
  },
  {
    title: 'admin.card_bonus_hunt_title',
    description: 'admin.card_bonus_hunt_description',
    href: '/admin/bonus-hunt',
    ability: 'manageHunt',
    icon: Crosshair,
    tone: 'text-neon-violet bg-neon-violet/10 ring-neon-violet/40',
  },
  {
    title: 'admin_catalog.card_title',
    description: 'admin_catalog.card_description',
    href: '/admin/slots',
    ability: 'manageHunt',
    icon: Dices,
    tone: 'text-neon-pink bg-neon-pink/10 ring-neon-pink/40',
  },
  {
    title: 'admin.card_slot_requests_title',
    description: 'admin.card_slot_requests_description',
    href: '/admin/slot-requests',
    ability: 'manageSlotRequests',
    icon: ListMusic,
    tone: 'text-neon-cyan bg-neon-cyan/10 ring-neon-cyan/40',
  },
  {
    title: 'admin.card_kick_rewards_title',
    description: 'admin.card_kick_rewards_description',
    href: '/admin/kick-rewards',
    ability: 'manageKickRewards',
    icon: Gift,
    tone: 'text-neon-pink bg-neon-pink/10 ring-neon-pink/40',
  },
  {
    title: 'admin.card_discord_title',
    description: 'admin.card_discord_description',
    href: '/admin/discord',
    ability: 'manageDiscord',
    icon: Megaphone,
    tone: 'text-neon-violet bg-neon-violet/10 ring-neon-violet/40',
  },
  {
    title: 'admin.card_tournament_title',
    description: 'admin.card_tournament_description',
    href: '/admin/tournament',
    ability: 'manageTournament',
    icon: Swords,
    tone: 'text-silver bg-silver/10 ring-silver/40',
  },
  {
    title: 'admin.card_raffles_title',
    description: 'admin.card_raffles_description',
    href: '/admin/raffles',
    ability: 'manageRaffles',
    icon: Ticket,
    tone: 'text-neon-pink bg-neon-pink/10 ring-neon-pink/40',
  },
  {
    title: 'admin.card_predictions_title',
    description: 'admin.card_predictions_description',
    href: '/admin/predictions',
    ability: 'managePredictions',
    icon: ChartNoAxesColumn,
    tone: 'text-neon-green bg-neon-green/10 ring-neon-green/40',
  },
  {
    title: 'admin.card_overlays_title',
    description: 'admin.card_overlays_description',
    href: '/admin/overlays',
    ability: 'useOverlays',
    icon: MonitorPlay,
    tone: 'text-neon-blue bg-neon-blue/10 ring-neon-blue/40',
  },
  {
    title: 'admin.card_texts_title',
    description: 'admin.card_texts_description',
    href: '/admin/texts',
    ability: 'manageTexts',
    icon: Languages,
    tone: 'text-neon-cyan bg-neon-cyan/10 ring-neon-cyan/40',
  },
  {
    title: 'admin.card_schedule_title',
    description: 'admin.card_schedule_description',
    href: '/admin/schedule',
    ability: 'manageSchedule',
    icon: CalendarClock,
    tone: 'text-neon-pink bg-neon-pink/10 ring-neon-pink/40',
  },
  {
    title: 'admin.card_audit_title',
    description: 'admin.card_audit_description',
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
  const t = useT()
  const title = t(card.title)
  return (
    <li className={`neon-panel flex items-center gap-4 p-4 sm:p-5 ${href ? '' : 'opacity-70'}`}>
      <span className={`grid h-12 w-12 shrink-0 place-items-center rounded-xl ring-1 ${tone}`}>
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-sm font-semibold tracking-widest text-white sm:text-base">
          {title}
        </h2>
        <p className="mt-0.5 text-sm text-slate-400">{t(card.description)}</p>
      </div>
      {href ? (
        <a href={href} className={view} aria-label={t('admin.card_view_label', { title })}>
          {t('admin.card_view')}
        </a>
      ) : (
        <button
          type="button"
          className={view}
          aria-label={t('admin.card_view_label', { title })}
          onClick={() => adminToast.error(t(ADMIN_CARD_UNAVAILABLE))}
        >
          {t('admin.card_view')}
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
  twitchWebhooksConfigured,
  twitchHealth,
  vaultDraw,
}: InertiaProps<{
  servedPages: string[]
  kickWebhooksConfigured: boolean
  kickHealth: KickHealth
  twitchWebhooksConfigured: boolean
  twitchHealth: KickHealth
  vaultDraw: WaitingVaultDraw | null
}>) {
  const can = useCan()
  const t = useT()
  return (
    <AdminPage
      title={t('admin.index_title')}
      subtitle={t('admin.index_subtitle')}
      width="narrow"
      backLink={false}
    >
      {vaultDraw && <VaultDrawNotice draw={vaultDraw} />}
      {kickWebhooksConfigured ? <KickHealthPanel health={kickHealth} /> : <KickWebhooksWarning />}
      {twitchWebhooksConfigured ? (
        <KickHealthPanel health={twitchHealth} platform="twitch" />
      ) : (
        <TwitchWebhooksWarning />
      )}
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
