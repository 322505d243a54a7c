/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import { openPage, screenshotWidths } from '#tests/helpers/browser/browser'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { en } from '#tests/helpers/i18n/english'
import { PREDICTION_MESSAGES } from '#shared/predictions'

test.group('Browser / predictions', (group) => {
  group.each.setup(() => resetDatabase())

  test('a viewer picks an outcome and stakes; the pool follows live; no sideways scroll', async ({
    browserContext,
    client,
    assert,
  }) => {
    const moderator = await createUser({ role: 'moderator' })
    const created = await jsonAs(client, moderator).post(urlFor('admin_api.predictions.create'), {
      question: 'Over 100x?',
      outcomes: ['Yes', 'No'],
      locks_at: new Date(Date.now() + 600_000).toISOString(),
    })
    created.assertStatus(200)
    const id = created.body().prediction.id

    const viewer = await createUser({ username: 'staker', points: 1000 })
    await browserContext.loginAs(viewer)
    const { page, problems } = await openPage(browserContext, '/predictions')
    const card = page.locator(`[data-prediction="${id}"]`)
    await card.locator('[data-outcome="1"] button').click()
    await card.getByRole('spinbutton').fill('120')
    await card.getByRole('button', { name: 'STAKE ON No' }).click()
    await page.getByText(en(PREDICTION_MESSAGES.staked, { amount: '120' })).waitFor()
    await card.locator('[data-own-stake]').waitFor()
    await card.getByText('Pool: 120 points').waitFor()
    const stake = await db.from('prediction_stakes').where({ prediction_id: id, user_id: viewer.id }).first()
    assert.equal(Number(stake.amount), 120)
    assert.equal(Number(stake.outcome), 1)

    // another viewer's stake reaches the open page without a reload
    const other = await createUser({ points: 500 })
    const answer = await client
      .post(urlFor('economy.prediction_stake', { id }))
      .loginAs(other)
      .sameOrigin()
      .accept('json')
      .json({ outcome: 0, amount: 80 })
    answer.assertStatus(200)
    await card.getByText('Pool: 200 points').waitFor()

    const sideways = await screenshotWidths(page, 'predictions')
    assert.deepEqual(sideways, { 1280: 0, 360: 0 })
    assert.deepEqual(problems, [])
  })
})
