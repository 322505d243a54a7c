import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { ERROR_CODES } from '#shared/errors'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { guestPost } from '#tests/helpers/http/requests'
import Milestone from '#models/milestone'
import MilestoneClaim from '#models/milestone_claim'
import { CLAIM_MESSAGES, fileMilestoneClaim } from '#services/milestones/claims'
import { en } from '#tests/helpers/i18n/english'

/** The first milestone, shipped by the migrations ($25 at $10,000 wagered) */
async function milestone() {
  return Milestone.findByOrFail('wagerRequired', 10_000)
}

test.group('Milestones / claims (POST /api/milestones/:id/claim)', (group) => {
  group.each.setup(() => resetDatabase())

  test('a guest gets 401 and nothing is stored', async ({ client, assert }) => {
    const m = await milestone()
    const response = await guestPost(client, urlFor('milestones.claim', { id: m.id }))
    response.assertStatus(401)
    assert.lengthOf(await MilestoneClaim.all(), 0)
  })

  test('a member files a pending claim with their Celsius username', async ({ client, assert }) => {
    const m = await milestone()
    const user = await createUser({ celsiusUsername: ' CelsiusMe ' })
    const response = await jsonAs(client, user).post(urlFor('milestones.claim', { id: m.id }))
    response.assertStatus(201)
    response.assertBodyContains({ message: en(CLAIM_MESSAGES.filed), claim: { status: 'pending' } })
    const claims = await MilestoneClaim.all()
    assert.lengthOf(claims, 1)
    assert.equal(claims[0].userId, user.id)
    assert.equal(claims[0].milestoneId, m.id)
    assert.equal(claims[0].status, 'pending')
    assert.equal(claims[0].celsiusUsername, 'CelsiusMe')
  })

  test('a second claim while one is pending is refused with 409', async ({ client, assert }) => {
    const m = await milestone()
    const user = await createUser({ celsiusUsername: 'CelsiusMe' })
    const send = () => jsonAs(client, user).post(urlFor('milestones.claim', { id: m.id }))
    const first = await send()
    first.assertStatus(201)
    const again = await send()
    again.assertStatus(409)
    again.assertBody({ message: en(CLAIM_MESSAGES.pending), error: ERROR_CODES.conflict })
    assert.lengthOf(await MilestoneClaim.all(), 1)
  })

  test('an approved milestone is final; a rejected one may be claimed again', async ({ client, assert }) => {
    const m = await milestone()
    const user = await createUser({ celsiusUsername: 'CelsiusMe' })
    const claim = await MilestoneClaim.create({
      userId: user.id,
      milestoneId: m.id,
      status: 'approved',
      celsiusUsername: 'CelsiusMe',
    })
    const send = () => jsonAs(client, user).post(urlFor('milestones.claim', { id: m.id }))
    const refused = await send()
    refused.assertStatus(409)
    refused.assertBodyContains({ message: en(CLAIM_MESSAGES.redeemed) })

    claim.status = 'rejected'
    await claim.save()
    const retried = await send()
    retried.assertStatus(201)
    assert.lengthOf(await MilestoneClaim.query().where('status', 'pending'), 1)
  })

  test('without a Celsius username the claim is refused with 422', async ({ client, assert }) => {
    const m = await milestone()
    const user = await createUser()
    const response = await jsonAs(client, user).post(urlFor('milestones.claim', { id: m.id }))
    response.assertStatus(422)
    response.assertBodyContains({ message: 'You need to link your Celsius account first!' })
    assert.lengthOf(await MilestoneClaim.all(), 0)
  })

  test('an unknown milestone answers 404', async ({ client }) => {
    const user = await createUser({ celsiusUsername: 'CelsiusMe' })
    const response = await jsonAs(client, user).post(urlFor('milestones.claim', { id: 999 }))
    response.assertStatus(404)
    response.assertBodyContains({ message: en(CLAIM_MESSAGES.unknown) })
  })

  test('two racing claims store one (the partial unique index decides)', async ({ assert }) => {
    const m = await milestone()
    const user = await createUser({ celsiusUsername: 'CelsiusMe' })
    const results = await Promise.allSettled([
      fileMilestoneClaim(user, m.id),
      fileMilestoneClaim(user, m.id),
      fileMilestoneClaim(user, m.id),
    ])
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1)
    for (const r of results.filter((x) => x.status === 'rejected'))
      assert.equal((r as PromiseRejectedResult).reason.status, 409)
    assert.lengthOf(await MilestoneClaim.all(), 1)
  })

  test('a claim from another site is refused', async ({ client, assert }) => {
    const m = await milestone()
    const user = await createUser({ celsiusUsername: 'CelsiusMe' })
    const response = await client
      .post(urlFor('milestones.claim', { id: m.id }))
      .loginAs(user)
      .crossSite()
      .accept('json')
      .redirects(0)
    assert.equal(response.status(), 403)
    assert.lengthOf(await MilestoneClaim.all(), 0)
  })
})
