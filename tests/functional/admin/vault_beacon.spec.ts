import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import { createHash, createHmac } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import AuditLog from '#models/audit_log'
import type User from '#models/user'
import Vault from '#models/vault'
import VaultCycle from '#models/vault_cycle'
import VaultWinner from '#models/vault_winner'
import { completeVaultDraw } from '#services/vault/roll'
import { VAULT_CLOSED_FOR_DRAW } from '#services/vault/contribute_to_vault'
import { checkDrawRecord, entryForTicket, roundTimeMs } from '#shared/vault_draw'
import { resetDatabase } from '#tests/helpers/database'
import { clearRateLimits } from '#tests/helpers/limits'
import { cycleWithContributions, jsonAs } from '#tests/helpers/admin_fixtures'
import { startFakeBeacon, useBeacon, type FakeBeacon } from '#tests/helpers/fake_beacon'
import { withEnv } from '#tests/helpers/env'

const PERIOD = 4

/**
 * A fake chain whose next round is 3 to 4 s away: a roll now closes before it, so its draw
 * must wait for that round (round 11, with genesis ten periods earlier)
 */
function startChainWithNextRoundSoon() {
  const nextRoundAt = Math.ceil(Date.now() / 1000) + 3
  return startFakeBeacon({ period: PERIOD, genesisTime: nextRoundAt - 10 * PERIOD })
}

async function untilRoundIsOut(beacon: FakeBeacon, round: number) {
  const wait = roundTimeMs(round, beacon) - Date.now()
  if (wait > 0) await sleep(wait + 50)
}

const roll = (client: ApiClient, admin: User, body?: object) =>
  jsonAs(client, admin).post(urlFor('admin_api.vault.roll'), body)
async function record(client: ApiClient, id: number) {
  const response = await client.get(urlFor('vault.cycles.show', { id })).accept('json')
  return response.body()
}

/**
 * The cycle's public record, checked to be drawn without a beacon round: the message is the
 * cycle id alone and anyone can redo the draw from it
 */
async function cycleIdAloneRecord(client: ApiClient, assert: Assert, cycleId: number) {
  const published = await record(client, cycleId)
  assert.isNull(published.beacon)
  assert.equal(published.message, String(cycleId))
  assert.equal(published.message_source, 'cycle_id')
  assert.deepInclude(await checkDrawRecord(published), { seedMatches: true, matches: true })
  return published
}

/** A roll that answers its draw pending on `round` */
async function rollPending(client: ApiClient, admin: User, round: number) {
  const response = await roll(client, admin)
  response.assertStatus(200)
  response.assertBodyContains({ winner: null, pending: { round } })
  return response
}

test.group('Vault draw / drand beacon', (group) => {
  let beacon: FakeBeacon | null = null
  let restoreEnv: (() => void) | null = null
  group.each.setup(async () => {
    await resetDatabase()
    await clearRateLimits()
    return async () => {
      restoreEnv?.()
      restoreEnv = null
      await beacon?.close()
      beacon = null
    }
  })

  /** The chain of startChainWithNextRoundSoon, with the site pointed at it for this test */
  async function useChainWithNextRoundSoon() {
    const chain = await startChainWithNextRoundSoon()
    beacon = chain
    restoreEnv = useBeacon(chain)
    return chain
  }

  test('roll closes the cycle, draws only from the first round after the close, and the record recomputes', async ({
    client,
    assert,
  }) => {
    const chain = await useChainWithNextRoundSoon()
    const { admin, alice, cycleId } = await cycleWithContributions(2)

    const first = await rollPending(client, admin, 11)
    assert.equal(first.body().cycleId, cycleId)

    // The close is recorded, and the round is the first one published after it
    const closed = await VaultCycle.findOrFail(cycleId)
    assert.isNotNull(closed.closedAt)
    assert.isNull(closed.drawnAt)
    assert.equal(closed.beaconRound, 11)
    const closedMs = closed.closedAt!.toMillis()
    assert.isAbove(roundTimeMs(11, chain), closedMs)
    assert.isAtMost(roundTimeMs(10, chain), closedMs + 1000)

    // While the draw waits: no seed, no draw, nothing asked of the beacon for that round
    const waiting = await record(client, cycleId)
    assert.isNull(waiting.seed)
    assert.isNull(waiting.draw)
    assert.isNull(waiting.beacon)
    assert.equal(waiting.beacon_round, 11)
    assert.isNotNull(waiting.closed_at)

    // A contribution after the close is refused and changes nothing
    await alice.refresh()
    const balanceBefore = alice.balance
    const contributionsBefore = await db.from('vault_contributions').count('* as n').first()
    const refused = await jsonAs(client, alice).post(urlFor('economy.vault_add'), { amount: 10 })
    refused.assertStatus(422)
    assert.equal(refused.body().error, VAULT_CLOSED_FOR_DRAW)
    await alice.refresh()
    assert.equal(alice.balance, balanceBefore)
    assert.deepEqual(await db.from('vault_contributions').count('* as n').first(), contributionsBefore)
    const stillClosed = await Vault.findOrFail(1)
    assert.equal(stillClosed.value, 155)

    // Rolling again before the round is out cannot complete the draw
    await rollPending(client, admin, 11)
    assert.lengthOf(await VaultWinner.all(), 0)
    assert.notInclude(chain.requests, `/${chain.chainHash}/public/11`)

    await untilRoundIsOut(chain, 11)
    const done = await roll(client, admin)
    done.assertStatus(200)
    const winner = done.body().winner
    assert.include(['alice', 'bob'], winner.username)
    assert.equal(done.body().vaultValue, 155)
    assert.isNull(done.body().pending)

    // The public record: the beacon round as drand published it, the message, and a ticket
    // anyone can redo with the revealed seed
    const published = await record(client, cycleId)
    const round = chain.round(11)
    assert.deepEqual(published.beacon, round)
    assert.equal(published.message, `${cycleId}:${round.randomness}`)
    assert.equal(published.message_source, 'beacon')
    assert.equal(createHash('sha256').update(published.seed).digest('hex'), published.seed_hash)
    const digest = createHmac('sha256', published.seed).update(`${cycleId}:${round.randomness}`).digest('hex')
    const ticket = Number(BigInt(`0x${digest}`) % 105n)
    assert.equal(published.draw.ticket, ticket)
    const entries: { id: number; amount: number; username: string }[] = published.contributions
    assert.equal(entryForTicket(entries, ticket).username, winner.username)
    assert.deepInclude(await checkDrawRecord(published), {
      seedMatches: true,
      matches: true,
      winner: winner.username,
      ticket,
    })

    // The next cycle is open and takes contributions again
    const vault = await Vault.findOrFail(1)
    assert.notEqual(vault.cycleId, cycleId)
    assert.equal(vault.value, 0)
    const again = await jsonAs(client, alice).post(urlFor('economy.vault_add'), { amount: 10 })
    again.assertStatus(200)
    const audit = await AuditLog.query().where('action', 'vault.draw').firstOrFail()
    assert.deepInclude(audit.after as object, { beacon_round: 11, winner: winner.username })
  })

  test('racing completions (worker job and rolls) leave one draw', async ({ client, assert }) => {
    const chain = await useChainWithNextRoundSoon()
    const { admin, cycleId } = await cycleWithContributions(2)
    await rollPending(client, admin, 11)
    await untilRoundIsOut(chain, 11)

    const [job, other, viaHttp] = await Promise.all([
      completeVaultDraw(),
      completeVaultDraw(),
      roll(client, admin, { cycle_id: cycleId }),
    ])
    viaHttp.assertStatus(200)
    const winners = await VaultWinner.all()
    assert.lengthOf(winners, 1)
    // A job that looked after the draw committed finds nothing to do; the others answer it
    for (const outcome of [job, other].filter((o) => o !== null)) {
      assert.deepInclude(outcome as object, { kind: 'drawn', winnerId: winners[0].id, cycleId })
    }
    assert.equal(viaHttp.body().winner.id, winners[0].id)
    assert.lengthOf(await AuditLog.query().where('action', 'vault.draw'), 1)
    assert.lengthOf(await VaultCycle.query().whereNull('closed_at'), 1)
    // Nothing left to complete
    assert.isNull(await completeVaultDraw())
  })

  test('a round not signed by the chain key is never used', async ({ client, assert }) => {
    const chain = await useChainWithNextRoundSoon()
    const { admin } = await cycleWithContributions(2)
    await rollPending(client, admin, 11)
    chain.forge()
    await untilRoundIsOut(chain, 11)

    await rollPending(client, admin, 11)
    assert.include(chain.requests, `/${chain.chainHash}/public/11`)
    assert.lengthOf(await VaultWinner.all(), 0)
  })

  test('a beacon unreachable when the round is due: pending, then after the grace the cycle id alone', async ({
    client,
    assert,
  }) => {
    const chain = await useChainWithNextRoundSoon()
    const { admin, cycleId } = await cycleWithContributions(2)
    await rollPending(client, admin, 11)
    chain.fail()
    await untilRoundIsOut(chain, 11)

    const waiting = await roll(client, admin)
    assert.isNull(waiting.body().winner)
    assert.lengthOf(await VaultWinner.all(), 0)

    const restoreGrace = withEnv({ VAULT_BEACON_FALLBACK_SECONDS: '0' })
    try {
      const done = await roll(client, admin)
      done.assertStatus(200)
      assert.isString(done.body().winner.username)
    } finally {
      restoreGrace()
    }
    const published = await cycleIdAloneRecord(client, assert, cycleId)
    assert.equal(published.beacon_round, 11)
  })

  test('a beacon unreachable at the roll: drawn at once from the cycle id alone', async ({ client, assert }) => {
    beacon = await startFakeBeacon()
    const url = beacon.url
    await beacon.close()
    beacon = null
    restoreEnv = withEnv({ VAULT_BEACON_URL: url })
    const { admin, cycleId } = await cycleWithContributions(2)

    const answer = await roll(client, admin)
    answer.assertStatus(200)
    assert.isString(answer.body().winner.username)
    assert.isNull(answer.body().pending)
    const published = await cycleIdAloneRecord(client, assert, cycleId)
    assert.isNull(published.beacon_round)
  })

  test('no beacon configured: drawn at once from the cycle id alone', async ({ client, assert }) => {
    restoreEnv = withEnv({ VAULT_BEACON_URL: undefined })
    const { admin, cycleId } = await cycleWithContributions(2)
    const answer = await roll(client, admin)
    answer.assertStatus(200)
    assert.equal(answer.body().vaultValue, 155)
    await cycleIdAloneRecord(client, assert, cycleId)
  })
})
