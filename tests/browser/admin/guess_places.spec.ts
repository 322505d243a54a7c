import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetDatabase } from '#tests/helpers/database/database'
import { openPage, screenshotWidths } from '#tests/helpers/browser/browser'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import BonusHunt from '#models/bonus_hunt'
import { guessPrizes } from '#shared/guessing'
import { en } from '#tests/helpers/i18n/english'

test.group('Browser / the admin hunt page: guess the balance places', (group) => {
  group.each.setup(() => resetDatabase())

  test('the places paid and their points are saved from the guessing panel', async ({
    browserContext,
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const started = await jsonAs(client, admin).post(urlFor('admin_api.hunt.start'), {
      title: 'Places hunt',
      starting_balance: 1000,
    })
    started.assertStatus(200)
    await browserContext.loginAs(admin)
    // prizes create points: they need a confirmation from the last 15 minutes
    await browserContext.setSession({ confirmed_at: Date.now() })
    const { page, problems } = await openPage(browserContext, urlFor('admin.bonus_hunt'))

    await page.getByLabel('Places paid').selectOption('3')
    await page.getByLabel('Place 1 (points)').fill('500')
    await page.getByLabel('Place 2 (points)').fill('250')
    // a place the API would refuse is not sent: its message shows
    await page.getByLabel('Place 3 (points)').fill('2.5')
    await page.getByRole('button', { name: 'Save places' }).click()
    await page.getByText(en('hunt_rules.guess_input_prizes')).waitFor()
    let hunt = await BonusHunt.firstOrFail()
    assert.deepEqual(guessPrizes(hunt.guessPrizes, hunt.guessPrize), [0])

    await page.getByLabel('Place 3 (points)').fill('')
    await page.getByRole('button', { name: 'Save places' }).click()
    await page.locator('[data-places-refused]').waitFor({ state: 'detached' })
    await page.getByText(en('hunt_rules.guessing_closed')).waitFor()
    await hunt.refresh()
    assert.deepEqual(guessPrizes(hunt.guessPrizes, hunt.guessPrize), [500, 250, 0])
    assert.isFalse(hunt.guessingOpen)

    // the switch sends them too; the page shows what was saved
    await page.getByLabel('Places paid').selectOption('2')
    await page.getByRole('button', { name: 'Open Guessing' }).click()
    await page.getByText(en('hunt_rules.guessing_opened')).waitFor()
    await hunt.refresh()
    assert.deepEqual(guessPrizes(hunt.guessPrizes, hunt.guessPrize), [500, 250])
    assert.isTrue(hunt.guessingOpen)
    assert.equal(await page.getByLabel('Place 2 (points)').inputValue(), '250')
    const sideways = await screenshotWidths(page, 'admin-guess-places')
    assert.deepEqual(sideways, { 1280: 0, 360: 0 })
    assert.deepEqual(problems, [])
  })
})
