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
  Vote,
} from 'lucide-react'
import type { AbilityName } from '@shared/roles'
import type { MessageKey } from '@shared/messages'

/**
 * The admin landing's cards: the product's four first, then the admin pages beyond it; each
 * shown only to a role with the ability its page declares
 */
export type AdminCardDef = {
  title: MessageKey
  description: MessageKey
  href: string
  /** the ability its page declares: a role without it does not see the card */
  ability: AbilityName
  icon: LucideIcon
  tone: string
}

export const ADMIN_CARDS: AdminCardDef[] = [
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
    title: 'admin.card_polls_title',
    description: 'admin.card_polls_description',
    href: '/admin/polls',
    ability: 'managePolls',
    icon: Vote,
    tone: 'text-neon-cyan bg-neon-cyan/10 ring-neon-cyan/40',
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
