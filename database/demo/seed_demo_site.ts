import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Product from '#models/product'
import Vault from '#models/vault'
import VaultCycle from '#models/vault_cycle'
import VaultContribution from '#models/vault_contribution'
import VaultWinner from '#models/vault_winner'
import LeaderboardSetting from '#models/leaderboard_setting'
import LeaderboardEntry from '#models/leaderboard_entry'
import LeaderboardHistory from '#models/leaderboard_history'
import BonusHunt from '#models/bonus_hunt'
import Tournament from '#models/tournament'
import BracketSlot from '#models/bracket_slot'
import { applyPointChange } from '#services/points/ledger'
import { generateOneTimePassword } from '#services/accounts/one_time_password'
import { dbTimestamp } from '#infra/db/time'
import { newSeed } from '#services/vault/cycle'
import { DEFAULT_PRIZE_POOLS, PROVIDERS, prizeForRank, type Provider } from '#shared/leaderboards'
import { POINTS_BOARD } from '#shared/leaderboards'
import { emptyBracket, markWinner } from '#shared/tournament'
import { DEMO_PLAYERS, DEMO_SLOTS } from '#database/demo/names'
import { seedViewerTournament } from '#database/demo/seed_tournaments'
import type { StaffRole } from '#shared/roles'
import { hashString, seededRandom } from '#database/demo/random'
import { seedHuntHistory } from '#database/demo/seed_hunt_history'

const DEMO_USERS = [
  {
    username: 'admin',
    email: 'admin@neonplay.local',
    role: 'owner',
    points: 250_000,
    celsius: 'neonadmin',
  },
  {
    username: 'neonfan',
    email: 'neonfan@neonplay.local',
    role: null,
    points: 42_000,
    celsius: 'NeonFan',
  },
  {
    username: 'highroller',
    email: 'highroller@neonplay.local',
    role: null,
    points: 120_000,
    celsius: 'HighRoller',
  },
  {
    username: 'slotqueen',
    email: 'slotqueen@neonplay.local',
    role: null,
    points: 8_500,
    celsius: null,
  },
] as const

const DEMO_PRODUCTS = [
  {
    name: 'Discord VIP Role (30 days)',
    price: 1_500,
    stock: 50,
    description: 'Green name, VIP lounge access and early giveaway entries for a month.',
  },
  {
    name: '$5 Celsius Tip',
    price: 2_500,
    stock: 40,
    description: 'Five dollars sent to your linked Celsius account.',
  },
  {
    name: 'Stream Shoutout',
    price: 3_000,
    stock: 25,
    description: 'A shoutout on stream with your name on the big screen.',
  },
  {
    name: 'Pick the Next Slot',
    price: 4_500,
    stock: 10,
    description: 'You choose the slot the streamer plays next on a bonus buy.',
  },
  {
    name: '$10 Celsius Tip',
    price: 5_000,
    stock: 30,
    description: 'Ten dollars sent to your linked Celsius account.',
  },
  {
    name: 'Neon Mousepad',
    price: 7_500,
    stock: 12,
    description: 'XXL RGB mousepad with the NEONPLAY grid artwork.',
  },
  {
    name: '$20 SkinFans Credit',
    price: 9_500,
    stock: 20,
    description: 'Twenty dollars of SkinFans coins for skins and cases.',
  },
  {
    name: '$25 Celsius Tip',
    price: 12_000,
    stock: 15,
    description: 'Twenty-five dollars sent to your linked Celsius account.',
  },
  {
    name: 'Bonus Buy Sponsor',
    price: 18_000,
    stock: 5,
    description: 'The streamer buys a $100 bonus in your name; half of any win is yours.',
  },
  {
    name: 'NEONPLAY Hoodie',
    price: 25_000,
    stock: 8,
    description: 'Heavyweight black hoodie with glow-in-the-dark print.',
  },
  {
    name: '$100 Celsius Tip',
    price: 45_000,
    stock: 4,
    description: 'One hundred dollars sent to your linked Celsius account.',
  },
  {
    name: 'Gaming Headset',
    price: 60_000,
    stock: 2,
    description: 'Wireless headset with surround sound, shipped to your door.',
  },
  {
    name: '$250 Hypedrop Balance',
    price: 110_000,
    stock: 1,
    description: 'A quarter grand of Hypedrop balance for case openings.',
  },
] as const

/** A demo account created by this run, with the random password it was given */
export type DemoCredential = { username: string; password: string; role: StaffRole | null }

export function currentPeriod(now: DateTime = DateTime.utc()) {
  const start = now.startOf('month')
  return { start, end: start.plus({ months: 1 }) }
}

function standings(provider: Provider, period: DateTime, count: number, pool: number) {
  const random = seededRandom(hashString(`${provider}:${period.toISODate()}`))
  const names = [...DEMO_PLAYERS].sort(() => random() - 0.5).slice(0, count)
  const rows = names.map((name) => ({
    name,
    wagered: Math.round(Math.pow(random(), 2.4) * 480_000 + random() * 2_000 + 150),
    avatar: null as string | null,
  }))
  rows.sort((a, b) => b.wagered - a.wagered)
  return rows.map((row, i) => ({ ...row, prize: prizeForRank(pool, i + 1) }))
}

/**
 * Creates the demo accounts that do not exist yet, each with a fresh random password, and
 * returns only those: an account that already exists keeps whatever password it has now.
 */
async function seedUsers(): Promise<DemoCredential[]> {
  const created: DemoCredential[] = []
  for (const demo of DEMO_USERS) {
    if (await User.findByUsername(demo.username)) continue
    const password = generateOneTimePassword()
    await db.transaction(async (trx) => {
      const user = await User.create(
        {
          username: demo.username,
          email: demo.email,
          password,
          role: demo.role,
          balance: 0,
          celsiusUsername: demo.celsius,
          emailVerifiedAt: DateTime.utc(),
        },
        { client: trx }
      )
      await applyPointChange(trx, {
        userId: user.id,
        delta: demo.points,
        reason: 'admin',
        note: 'Demo starting balance',
      })
    })
    created.push({ username: demo.username, password, role: demo.role })
  }
  return created
}

async function seedLeaderboards(now: DateTime) {
  const { start, end } = currentPeriod(now)
  for (const provider of PROVIDERS) {
    const prize = DEFAULT_PRIZE_POOLS[provider]
    await LeaderboardSetting.updateOrCreate(
      { provider },
      // (the demo rows are no source's: a partner's first sync replaces them)
      {
        enabled: true,
        prize,
        startDate: start,
        endDate: end,
        autoRestart: true,
        sourcePeriodStart: null,
      }
    )

    // The demo board of the current period is rewritten whole on every run
    const current = standings(provider, start, 40, prize)
    await db.transaction(async (trx) => {
      await LeaderboardEntry.query({ client: trx })
        .where('provider', provider)
        .where('period_start', dbTimestamp(trx, start))
        .delete()
      await LeaderboardEntry.createMany(
        current.map((row) => ({
          provider,
          periodStart: start,
          username: row.name,
          wagered: row.wagered,
          avatar: null,
        })),
        { client: trx }
      )
    })

    for (let monthsBack = 1; monthsBack <= 3; monthsBack++) {
      const historyStart = start.minus({ months: monthsBack })
      const historyEnd = historyStart.plus({ months: 1 })
      const rows = standings(provider, historyStart, 30, prize)
      const history =
        (await LeaderboardHistory.query()
          .where('provider', provider)
          .where('end_date', dbTimestamp(db.connection(), historyEnd))
          .first()) ?? new LeaderboardHistory()
      history.merge({
        provider,
        startDate: historyStart,
        endDate: historyEnd,
        prize,
        entries: rows,
        winners: rows.slice(0, 10),
      })
      await history.save()
    }
  }
}

/** The points race's demo prize pool (its standings are the demo users' earned points) */
const DEMO_POINTS_RACE_PRIZE = 500

async function seedPointsRace(now: DateTime) {
  const { start, end } = currentPeriod(now)
  await LeaderboardSetting.updateOrCreate(
    { provider: POINTS_BOARD },
    {
      enabled: true,
      prize: DEMO_POINTS_RACE_PRIZE,
      startDate: start,
      endDate: end,
      autoRestart: true,
    }
  )
}

async function seedProducts() {
  for (const product of DEMO_PRODUCTS) {
    const existing = await Product.query().where('name', product.name).first()
    if (existing) continue
    await Product.create({ ...product, image: null, initialStock: product.stock, restocked: 0 })
  }
}

async function seedVault(now: DateTime) {
  if (await Vault.find(1)) return
  await db.transaction(async (trx) => {
    const cycle = await VaultCycle.create(
      { ...newSeed(), openedAt: now.minus({ days: 4 }) },
      { client: trx }
    )
    let value = 0
    const contributors = await User.query({ client: trx })
      .whereIn('username', ['neonfan', 'highroller'])
      .orderBy('id')
    for (const [i, user] of contributors.entries()) {
      const amount = 40 + i * 35
      await applyPointChange(trx, {
        userId: user.id,
        delta: -amount * 100,
        reason: 'vault',
        note: 'Demo vault contribution',
      })
      await VaultContribution.create(
        { cycleId: cycle.id, userId: user.id, amount, points: amount * 100 },
        { client: trx }
      )
      value += amount
    }
    await Vault.create(
      { id: 1, value: 50 + value, streamsActive: 4, cycleId: cycle.id },
      { client: trx }
    )
    const winners = [
      { username: 'JackpotJade', amount: 640, createdAt: now.minus({ days: 9 }) },
      { username: 'RetroRoller', amount: 415, createdAt: now.minus({ days: 23 }) },
      { username: 'DiceDiva', amount: 980, createdAt: now.minus({ days: 41 }) },
    ]
    for (const winner of winners)
      await VaultWinner.create({ ...winner, cycleId: null, userId: null }, { client: trx })
  })
}

async function seedBonusHunt() {
  if (await BonusHunt.query().where('title', 'Friday Night Hunt').first()) return
  await db.transaction(async (trx) => {
    const hunt = await BonusHunt.create(
      { title: 'Friday Night Hunt', startingBalance: 5_000, status: 'live' },
      { client: trx }
    )
    const random = seededRandom(2026)
    const bets = [2, 4, 5, 8, 10, 20]
    await hunt.related('slots').createMany(
      DEMO_SLOTS.map(([slotName], i) => ({
        position: i + 1,
        slotName,
        betSize: bets[Math.floor(random() * bets.length)],
        amount: i < 9 ? Math.round(random() * random() * 900 * 100) / 100 : null,
      })),
      { client: trx }
    )
  })
}

async function seedTournament() {
  if (await Tournament.query().where('name', 'Slot Battle Royale').first()) return
  await db.transaction(async (trx) => {
    const tournament = await Tournament.create(
      {
        name: 'Slot Battle Royale',
        prize: 1_500,
        active: true,
        byHand: true,
        status: 'running',
        maxPlayers: 8,
        bracketSize: 8,
      },
      { client: trx }
    )
    let slots = emptyBracket().map((slot, i) =>
      i < 8 ? { ...slot, username: DEMO_PLAYERS[i * 3], slotName: DEMO_SLOTS[i][0] } : slot
    )
    // Half played: all four prelims decided and one semi
    for (const id of [1, 4, 5, 8, 9]) slots = markWinner(slots, id)
    await BracketSlot.createMany(
      slots.map((s) => ({
        tournamentId: tournament.id,
        slot: s.id,
        username: s.username,
        slotName: s.slotName,
        winner: s.winner,
      })),
      { client: trx }
    )
  })
}

/**
 * The terminal lines that show the accounts this run created. They go to the seeding
 * command's own output only (never the app logger), since the passwords exist nowhere else.
 */
export function demoCredentialLines(credentials: DemoCredential[]) {
  if (credentials.length === 0)
    return ['Demo accounts already exist: their passwords are unchanged.']
  return [
    'Demo accounts (username / password), shown only this once:',
    ...credentials.map(
      (c) => `  ${c.username.padEnd(12)} ${c.password}${c.role ? `   (${c.role})` : ''}`
    ),
  ]
}

/** Seeds the demo site; answers the accounts it created (existing ones are left alone) */
export async function seedDemoSite(now = DateTime.utc()) {
  const credentials = await seedUsers()
  await seedLeaderboards(now)
  await seedPointsRace(now)
  await seedProducts()
  await seedVault(now)
  await seedBonusHunt()
  await seedHuntHistory(now)
  await seedTournament()
  await seedViewerTournament()
  return credentials
}
