/// <reference lib="dom" />
import { test } from '@japa/runner'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { openPage, screenshotWidths } from '#tests/helpers/browser/browser'
import { createUser } from '#tests/helpers/database/users'
import { withEnv } from '#tests/helpers/processes/env'
import { closeSignup, createTournament, joinTournament } from '#services/tournament/signup'
import { seedTournament } from '#services/tournament/seeding'
import { markMatchWinner } from '#services/tournament/matches'

/** A 12-player viewer tournament (a 16 bracket, 4 byes) seeded with the beacon off, one match played */
async function twelvePlayerTournament() {
  const admin = await createUser({ admin: true })
  const id = await createTournament(
    admin.id,
    { name: 'Neon Knockout', max_players: 16, prize_points: 2500 },
    { mayGrant: true, confirmed: true }
  )
  for (let i = 1; i <= 12; i++) {
    const user = await createUser({ username: `player${String(i).padStart(2, '0')}` })
    await joinTournament(user.id, id, 'site')
  }
  await closeSignup(admin.id, id)
  await seedTournament(admin.id, id)
  // slots 3 and 4 hold seeds 8 and 9 (positions 1 v 16, 8 v 9, ...): a real match
  await markMatchWinner(admin.id, id, 3)
  return id
}

test.group('Browser / viewer tournament bracket', (group) => {
  group.each.setup(async () => {
    await resetToDemoSite()
    return withEnv({ VAULT_BEACON_URL: 'off' })
  })

  test('a 16 bracket with byes: its page and the overlay at phone and desktop widths', async ({
    browserContext,
    assert,
  }) => {
    const id = await twelvePlayerTournament()
    const { page, problems } = await openPage(browserContext, `/tournament/${id}`)
    await page.locator('[data-bracket-size="16"]').waitFor()
    assert.equal(await page.getByText('Bye', { exact: true }).count(), 4)
    assert.equal(await page.locator('[data-result="won"]').count(), 5)
    assert.equal(await page.getByRole('button', { name: 'Win' }).count(), 0)
    await page.getByText('Quarter-finals').first().waitFor()
    assert.deepEqual(await screenshotWidths(page, 'tournament-viewer'), { 1280: 0, 360: 0 })

    await page.goto(`${process.env.APP_URL}/overlays/bracket`)
    await page.waitForSelector('html[data-hydrated]')
    await page.locator('[data-bracket-size="16"]').waitFor()
    assert.deepEqual(await screenshotWidths(page, 'overlay-bracket-viewer'), { 1280: 0, 360: 0 })
    assert.deepEqual(problems, [])
  })
})
