import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import BonusHunt from '#models/bonus_hunt'
import CatalogSlot from '#models/catalog_slot'
import HuntSlot from '#models/hunt_slot'
import HuntGuess from '#models/hunt_guess'
import { freezeHunt } from '#services/hunt/hunt_record'
import { slotMatchKey, slotSlug, VOLATILITIES } from '#shared/slot_catalog'
import { DEMO_SLOTS } from '#database/demo/names'
import { seededRandom } from '#database/demo/random'

/**
 * The demo's slot catalog (every demo slot, with a provider, RTP, volatility and max win) and
 * a few finished hunts over the past weeks, each frozen like a real finish, so the history and
 * the slot statistics pages have something to show. Every demo bonus is linked to its slot;
 * every demo viewer guessed the balance of each (the guessing season board).
 */
const PAST_HUNTS = [
  { title: 'Sunday Mega Hunt', start: 3_000, daysAgo: 26, bonuses: 12 },
  { title: 'Midweek Madness', start: 1_500, daysAgo: 19, bonuses: 9 },
  { title: 'Big Bet Saturday', start: 8_000, daysAgo: 12, bonuses: 14 },
  { title: 'Community Picks', start: 2_000, daysAgo: 5, bonuses: 10 },
]

async function seedCatalog() {
  const random = seededRandom(39)
  await CatalogSlot.createMany(
    DEMO_SLOTS.map(([name, provider], i) => ({
      name,
      slug: slotSlug(name),
      matchKey: slotMatchKey(name),
      provider,
      rtp: Math.round((94 + random() * 2.8) * 100) / 100,
      volatility: VOLATILITIES[Math.floor(random() * VOLATILITIES.length)],
      maxWin: [5_000, 10_000, 15_000, 21_100, 50_000][i % 5],
      releasedOn: null,
    }))
  )
}

async function seedPastHunt(
  trx: TransactionClientContract,
  now: DateTime,
  past: (typeof PAST_HUNTS)[number],
  random: () => number
) {
  const startedAt = now.minus({ days: past.daysAgo, hours: 3 })
  const hunt = await BonusHunt.create(
    { title: past.title, startingBalance: past.start, status: 'live', createdAt: startedAt },
    { client: trx }
  )
  const bets = [2, 4, 5, 8, 10, 20]
  for (let i = 0; i < past.bonuses; i++) {
    const bet = bets[Math.floor(random() * bets.length)]
    const [name] = DEMO_SLOTS[Math.floor(random() * DEMO_SLOTS.length)]
    // mostly small wins, a few big hits, some blanks
    const roll = random()
    const multi = roll < 0.15 ? 0 : roll > 0.93 ? 150 + random() * 600 : random() * random() * 120
    await HuntSlot.create(
      {
        bonusHuntId: hunt.id,
        position: i + 1,
        slotName: name,
        nameKey: slotMatchKey(name),
        betSize: bet,
        amount: Math.round(bet * multi * 100) / 100,
        createdAt: startedAt.plus({ minutes: i * 4 }),
      },
      { client: trx }
    )
  }
  const total = await trx.from('hunt_slots').where('bonus_hunt_id', hunt.id).sum('amount as won')
  hunt.merge({
    status: 'finished',
    finishedAt: startedAt.plus({ hours: 3 }),
    finalBalance: Number(total[0]?.won ?? 0),
  })
  await hunt.useTransaction(trx).save()
  await seedGuesses(trx, hunt, startedAt)
  await freezeHunt(trx, hunt)
}

/** Each demo viewer's guess of a past hunt (not the staff's): within 30% of its final balance */
async function seedGuesses(trx: TransactionClientContract, hunt: BonusHunt, startedAt: DateTime) {
  const random = seededRandom(hunt.id * 7)
  const final = Number(hunt.finalBalance ?? 0)
  const players = await trx.from('users').whereNull('role').orderBy('id').select('id')
  for (const [i, player] of players.entries()) {
    const amount = Math.round(final * (0.7 + random() * 0.6) * 100) / 100
    const guessedAt = startedAt.plus({ minutes: 5 + i })
    await HuntGuess.create(
      { bonusHuntId: hunt.id, userId: Number(player.id), amount, guessedAt, createdAt: guessedAt },
      { client: trx }
    )
  }
}

export async function seedHuntHistory(now: DateTime) {
  if (await CatalogSlot.query().first()) return
  await seedCatalog()
  const random = seededRandom(3939)
  await db.transaction(async (trx) => {
    for (const past of PAST_HUNTS) await seedPastHunt(trx, now, past, random)
  })
  // every demo bonus (the live hunt's too) is its catalog slot's
  const slots = await CatalogSlot.all()
  for (const slot of slots) {
    await db.from('hunt_slots').where('slot_name', slot.name).update({
      catalog_slot_id: slot.id,
      name_key: slot.matchKey,
    })
  }
}
