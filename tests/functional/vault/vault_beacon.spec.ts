import { urlFor } from '@adonisjs/core/services/url_builder'
import { ERROR_CODES } from '#shared/errors'
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
import { completeVaultDraw } from '#services/vault/draw'
import { VAULT_CLOSED_FOR_DRAW } from '#services/vault/contribute_to_vault'
import { BEACON_OFF_NOTICE, checkDrawRecord, entryForTicket, firstRoundAfter, roundTimeMs } from '#shared/vault_draw'
import { en } from '#tests/helpers/i18n/english'
import { BEACON_NOT_PINNED, DRAND_QUICKNET, vaultBeaconSetting } from '#config/vault'
import { VAULT_CLOSED_FOR_EDIT } from '#services/vault/vault_admin'
import { expectStatus } from '#tests/helpers/http/requests'
import { resetDatabase } from '#tests/helpers/database/database'
import { cycleWithContributions, jsonAs } from '#tests/helpers/database/admin_fixtures'
import { beaconPerTest, startFakeBeacon, type FakeBeacon } from '#tests/helpers/fakes/fake_beacon'
import { withEnv } from '#tests/helpers/processes/env'

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
  group.each.setup(() => resetDatabase())
  const beacons = beaconPerTest(group)

  /** The chain of startChainWithNextRoundSoon, with the site pointed at it for this test */
  async function useChainWithNextRoundSoon() {
    return beacons.use(await startChainWithNextRoundSoon())
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
    assert.equal(waiting.chain_hash, chain.chainHash)
    assert.isNotNull(waiting.closed_at)

    // A contribution after the close is refused and changes nothing
    await alice.refresh()
    const balanceBefore = alice.balance
    const contributionsBefore = await db.from('vault_contributions').count('* as n').first()
    const refused = await jsonAs(client, alice).post(urlFor('economy.vault_add'), { amount: 10 })
    refused.assertStatus(422)
    assert.deepEqual(refused.body(), { message: en(VAULT_CLOSED_FOR_DRAW), error: ERROR_CODES.invalidState })
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
    assert.equal(published.chain_hash, chain.chainHash)
    assert.isTrue(published.beacon_verified)
    assert.equal(published.prize, 155)
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

  test('a beacon unreachable when the round is due: the draw waits however long, never falls back', async ({
    client,
    assert,
  }) => {
    const chain = await useChainWithNextRoundSoon()
    const { admin, cycleId } = await cycleWithContributions(2)
    await rollPending(client, admin, 11)
    chain.fail()
    await untilRoundIsOut(chain, 11)

    // Long past the round (the old grace setting is gone): still waiting, nothing drawn
    const restore = withEnv({ VAULT_BEACON_FALLBACK_SECONDS: '0' })
    try {
      for (let i = 0; i < 3; i++) {
        const waiting = await rollPending(client, admin, 11)
        assert.isNull(waiting.body().winner)
        assert.isString(waiting.body().pending.closedAt)
      }
      assert.isNull(await completeVaultDraw().then((o) => (o?.kind === 'drawn' ? o : null)))
    } finally {
      restore()
    }
    assert.lengthOf(await VaultWinner.all(), 0)
    const waiting = await record(client, cycleId)
    assert.isNull(waiting.message)
    assert.isNull(waiting.seed)

    // The admin page says what it waits for, and since when
    const page = await client.get(urlFor('admin.vault')).withInertia().loginAs(admin)
    const pending = (page.inertiaProps as any).cycle.pending
    assert.equal(pending.round, 11)
    assert.equal(pending.prize, 155)
    assert.equal(pending.closedAt, waiting.closed_at)
    // and so does the admin landing
    const landing = await client.get(urlFor('admin.index')).withInertia().loginAs(admin)
    assert.deepEqual((landing.inertiaProps as any).vaultDraw, pending)
    const html = await client.get(urlFor('admin.index')).loginAs(admin)
    assert.include(html.text(), 'waiting for beacon round 11')

    // Once the chain answers again, the draw uses round 11 and nothing else
    chain.recover()
    const done = await roll(client, admin)
    done.assertStatus(200)
    const published = await record(client, cycleId)
    assert.deepEqual(published.beacon, chain.round(11))
    assert.equal(published.message_source, 'beacon')
    assert.isTrue(published.beacon_verified)
    assert.deepInclude(await checkDrawRecord(published), { seedMatches: true, matches: true })
    const drawn = await client.get(urlFor('admin.index')).withInertia().loginAs(admin)
    assert.isNull((drawn.inertiaProps as any).vaultDraw)
  })

  test('a beacon unreachable at the roll: the cycle closes and waits; its round follows from the close time', async ({
    client,
    assert,
  }) => {
    const chain = await useChainWithNextRoundSoon()
    chain.fail()
    const { admin, cycleId } = await cycleWithContributions(2)

    const answer = await roll(client, admin)
    answer.assertStatus(200)
    assert.isNull(answer.body().winner)
    assert.deepInclude(answer.body().pending, { round: null, dueAt: null })
    const closed = await VaultCycle.findOrFail(cycleId)
    assert.isNotNull(closed.closedAt)
    assert.isNull(closed.drawnAt)
    assert.equal(closed.beaconChainHash, chain.chainHash)
    assert.lengthOf(await VaultWinner.all(), 0)
    // still closed to contributions and edits
    await expectStatus(jsonAs(client, admin).post(urlFor('economy.vault_add'), { amount: 1 }), 422)

    // The chain answers later: the round is the first one after the recorded close, however
    // late the chain came back
    chain.recover()
    const expected = firstRoundAfter(closed.closedAt!.toMillis(), chain)
    await untilRoundIsOut(chain, expected)
    const done = await roll(client, admin, { cycle_id: cycleId })
    done.assertStatus(200)
    assert.isString(done.body().winner.username)
    const published = await record(client, cycleId)
    assert.equal(published.beacon_round, expected)
    assert.deepEqual(published.beacon, chain.round(expected))
    assert.equal(published.chain_hash, chain.chainHash)
    assert.deepInclude(await checkDrawRecord(published), { seedMatches: true, matches: true })
  })

  test('VAULT_BEACON_URL=off: drawn at once from the cycle id, recorded and shown as not beacon-verified', async ({
    client,
    assert,
  }) => {
    beacons.env({ VAULT_BEACON_URL: 'off' })
    const { admin, cycleId } = await cycleWithContributions(2)
    const answer = await roll(client, admin)
    answer.assertStatus(200)
    assert.equal(answer.body().vaultValue, 155)
    const published = await cycleIdAloneRecord(client, assert, cycleId)
    assert.isFalse(published.beacon_verified)
    assert.isNull(published.chain_hash)
    assert.equal(published.prize, 155)

    const page = await client.get(urlFor('vault')).withInertia()
    assert.isFalse((page.inertiaProps as any).beaconVerified)
    const html = await client.get(urlFor('vault'))
    assert.include(html.text(), en(BEACON_OFF_NOTICE))
    const verifyPage = await client.get(urlFor('vault.verify')).withInertia()
    assert.isFalse((verifyPage.inertiaProps as any).beaconVerified)
    const verifyHtml = await client.get(urlFor('vault.verify'))
    assert.include(verifyHtml.text(), en(BEACON_OFF_NOTICE))
    await useChainWithNextRoundSoon()
    const verified = await client.get(urlFor('vault')).withInertia()
    assert.isTrue((verified.inertiaProps as any).beaconVerified)
  })

  test('a custom beacon URL without both pins: the roll is refused and nothing closes', async ({ client, assert }) => {
    const beacon = beacons.keep(await startChainWithNextRoundSoon())
    const { admin, cycleId } = await cycleWithContributions(2)
    for (const pins of [
      {},
      { VAULT_BEACON_CHAIN_HASH: beacon.chainHash },
      { VAULT_BEACON_PUBLIC_KEY: beacon.publicKey },
    ]) {
      const restore = withEnv({
        VAULT_BEACON_URL: beacon.url,
        VAULT_BEACON_CHAIN_HASH: undefined,
        VAULT_BEACON_PUBLIC_KEY: undefined,
        ...pins,
      })
      try {
        const refused = await roll(client, admin)
        refused.assertStatus(422)
        refused.assertBodyContains({ message: en(BEACON_NOT_PINNED) })
      } finally {
        restore()
      }
    }
    const cycle = await VaultCycle.findOrFail(cycleId)
    assert.isNull(cycle.closedAt)
    // the chain was never asked: nothing is trusted from what the URL serves
    assert.lengthOf(beacon.requests, 0)
  })

  test('a chain whose info does not match the pins is never used', async ({ client, assert }) => {
    const beacon = beacons.use(await startChainWithNextRoundSoon(), { VAULT_BEACON_CHAIN_HASH: 'ab'.repeat(32) })
    const { admin, cycleId } = await cycleWithContributions(2)
    const answer = await roll(client, admin)
    answer.assertStatus(200)
    assert.isNull(answer.body().winner)
    assert.isNull(answer.body().pending.round)
    await untilRoundIsOut(beacon, 12)
    await roll(client, admin, { cycle_id: cycleId })
    assert.lengthOf(await VaultWinner.all(), 0)
  })

  test('a closed cycle freezes the prize: Save Changes and vault adds are refused until the draw', async ({
    client,
    assert,
  }) => {
    await useChainWithNextRoundSoon()
    const { admin, alice, cycleId } = await cycleWithContributions(2)
    await rollPending(client, admin, 11)
    const before = await Vault.findOrFail(1)

    const edit = await jsonAs(client, admin).post(urlFor('admin_api.vault.update'), {
      value: 10_000,
      streams_active: 9,
      previous: { value: before.value, streams_active: before.streamsActive },
    })
    edit.assertStatus(409)
    edit.assertBodyContains({ message: en(VAULT_CLOSED_FOR_EDIT) })
    const add = await jsonAs(client, alice).post(urlFor('economy.vault_add'), { amount: 10 })
    add.assertStatus(422)
    add.assertBody({ message: en(VAULT_CLOSED_FOR_DRAW), error: ERROR_CODES.invalidState })
    const after = await Vault.findOrFail(1)
    assert.deepEqual([after.value, after.streamsActive], [before.value, before.streamsActive])
    assert.lengthOf(await AuditLog.query().where('action', 'vault.update'), 0)

    // The prize recorded at the close is what the draw pays, and what the record says
    const closed = await VaultCycle.findOrFail(cycleId)
    assert.equal(closed.prizeValue, 155)
    const published = await record(client, cycleId)
    assert.equal(published.prize, 155)
  })

  test('the default beacon: drand quicknet, pinned, outside the test environment', async ({ assert }) => {
    const restore = withEnv({
      NODE_ENV: 'production',
      VAULT_BEACON_URL: undefined,
      VAULT_BEACON_CHAIN_HASH: undefined,
      VAULT_BEACON_PUBLIC_KEY: undefined,
    })
    let setting
    try {
      setting = vaultBeaconSetting()
    } finally {
      restore()
    }
    assert.deepEqual(setting, {
      kind: 'beacon',
      config: {
        url: DRAND_QUICKNET.url,
        chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
        publicKey: DRAND_QUICKNET.publicKey,
        timeoutMs: 5000,
      },
    })
    assert.equal(
      DRAND_QUICKNET.url,
      'https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971'
    )
    assert.match(DRAND_QUICKNET.publicKey, /^83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b/)
    // and the test environment's default is off (no test reaches the internet)
    assert.deepEqual(vaultBeaconSetting(), { kind: 'off' })
  })
})
