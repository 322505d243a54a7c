import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type BonusHunt from '#models/bonus_hunt'
import type LeaderboardHistory from '#models/leaderboard_history'
import type LeaderboardSetting from '#models/leaderboard_setting'
import type Product from '#models/product'
import { announce } from '#services/discord/announcements'
import { maskName } from '#services/leaderboards/public_board'
import { formatUsd, formatUtcDate, formatWhole } from '#shared/format'
import i18nManager from '@adonisjs/i18n/services/main'
import { siteLocale } from '#config/i18n'
import { boardName, POINTS_BOARD } from '#shared/leaderboards'
import type { Translate } from '#shared/messages'
import { publicUsername } from '#shared/deleted_user'
import { PLATFORM_NAMES, type ChatPlatform } from '#shared/platforms'
import { channelUrl } from '#shared/stream'

/**
 * Each announced change as the outbox gets it: the placeholders of its template
 * (#shared/discord_announcements), its link and its fields. Each is called inside the
 * transaction of the change (docs/decisions.md, "Discord announcements through an outbox").
 * Their words are in the site's language (SITE_LOCALE), as the posts and the bot's.
 */

const site: Translate = (key, values) => i18nManager.locale(siteLocale).t(key, values)

function money(amount: number) {
  return `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`
}

export function huntStarted(trx: TransactionClientContract, hunt: BonusHunt) {
  return announce(trx, {
    event: 'hunt_started',
    occurrence: `hunt:${hunt.id}`,
    values: { title: hunt.title, start_balance: money(hunt.startingBalance) },
    path: '/bonus-hunt',
  })
}

export async function huntFinished(
  trx: TransactionClientContract,
  hunt: BonusHunt,
  winnerUserId: number | null
) {
  const winner = winnerUserId
    ? await trx.from('users').where('id', winnerUserId).select('username').first()
    : null
  const balance = money(hunt.finalBalance ?? 0)
  const closest = winner
    ? publicUsername(String(winner.username))
    : site('discord_labels.post_nobody')
  return announce(trx, {
    event: 'hunt_finished',
    occurrence: `hunt:${hunt.id}`,
    values: {
      title: hunt.title,
      start_balance: money(hunt.startingBalance),
      balance,
      winner: closest,
    },
    path: '/bonus-hunt',
    fields: [
      { name: site('discord_labels.post_final_balance'), value: balance, inline: true },
      { name: site('discord_labels.post_closest_guess'), value: closest, inline: true },
    ],
  })
}

type RaffleFacts = { id: number; title: string; prize: string; winners: number }

export function raffleOpened(trx: TransactionClientContract, raffle: RaffleFacts) {
  return announce(trx, {
    event: 'raffle_opened',
    occurrence: `raffle:${raffle.id}`,
    values: { title: raffle.title, prize: raffle.prize, winners: String(raffle.winners) },
    path: `/raffles/${raffle.id}`,
  })
}

export function raffleWinners(
  trx: TransactionClientContract,
  raffle: RaffleFacts,
  winners: string[]
) {
  return announce(trx, {
    event: 'raffle_winners',
    occurrence: `raffle:${raffle.id}`,
    values: { title: raffle.title, prize: raffle.prize, winners: winners.join(', ') },
    path: `/raffles/${raffle.id}`,
  })
}

/** A closed board period: its top 3 (masked as the board shows them) and the record's digest */
export function boardClosed(
  trx: TransactionClientContract,
  setting: LeaderboardSetting,
  history: LeaderboardHistory
) {
  const points = history.provider === POINTS_BOARD
  const score = (value: number) =>
    points ? site('discord_labels.post_points', { points: formatWhole(value) }) : formatUsd(value)
  const top = history.entries.slice(0, 3).map((row, index) => ({
    name: `#${index + 1} ${setting.maskUsernames ? maskName(row.name) : row.name}`,
    value: score(row.wagered),
    inline: true,
  }))
  const period = `${formatUtcDate(history.startDate.toISO()!)} – ${formatUtcDate(history.endDate.toISO()!)}`
  return announce(trx, {
    event: 'board_closed',
    occurrence: `board:${history.id}`,
    values: {
      board: boardName(history.provider, site),
      period,
      top3: top.map((row) => `${row.name}: ${row.value}`).join('\n'),
      digest: history.sha256 ?? '-',
    },
    path: points ? '/leaderboard/points' : '/leaderboard',
    fields: top,
  })
}

export function shopItemAdded(trx: TransactionClientContract, product: Product) {
  return announce(trx, {
    event: 'shop_item_added',
    occurrence: `product:${product.id}`,
    values: { name: product.name, price: formatWhole(product.price), stock: String(product.stock) },
    path: '/store',
  })
}

export function vaultWinner(
  trx: TransactionClientContract,
  win: { cycleId: number; username: string; amount: number }
) {
  return announce(trx, {
    event: 'vault_winner',
    occurrence: `vault:${win.cycleId}`,
    values: { winner: win.username, amount: formatUsd(win.amount) },
    path: `/vault/verify?cycle=${win.cycleId}`,
  })
}

/** A stream went live on a platform: once per stream session (go_live.ts), linking the channel */
export function streamLive(
  trx: TransactionClientContract,
  platform: ChatPlatform,
  start: { key: string; channel: string | null; title: string | null; category: string | null }
) {
  const category = start.category
  return announce(trx, {
    event: 'stream_live',
    occurrence: start.key,
    values: {
      platform: PLATFORM_NAMES[platform],
      title: start.title ?? site('discord_labels.post_untitled_stream'),
      category: category ?? '-',
    },
    path: channelUrl(platform, start.channel),
    fields: category ? [{ name: site('discord_labels.post_category'), value: category }] : [],
  })
}
