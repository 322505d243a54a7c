/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import User from '#models/user'
import { createUser, setDemoOwnerPassword } from '#tests/helpers/database/users'
import { linkAccount } from '#services/accounts/linked_accounts'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { openAsAdmin, screenshotWidths } from '#tests/helpers/browser/browser'

const FILE = {
  name: 'streamelements.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from('Username,Points\nneonfan,1500\nhighroller,250\nkick_lurker,700\n', 'utf8'),
}

test.group('Browser / points import', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('the owner previews a StreamElements file, then applies it after confirming', async ({
    browserContext,
    assert,
  }) => {
    await setDemoOwnerPassword('owner-browser-pass')
    const before = await User.findByOrFail('username', 'neonfan')
    // another account linked the Kick name "HighRoller": that row is ambiguous, held
    const kickHolder = await createUser({ username: 'kickholder' })
    await linkAccount(kickHolder, 'kick', { id: 'k-browser', username: 'HighRoller' })

    const page = await openAsAdmin(browserContext, urlFor('admin.users'), undefined, { confirmed: false })
    await page.getByTestId('points-import-file').setInputFiles(FILE)
    const preview = page.getByRole('region', { name: 'Import preview' })
    await preview.waitFor()
    const figures = await preview.locator('dl').innerText()
    for (const figure of ['MATCHED USERS\n1', 'POINTS TO CREDIT\n1,500', 'UNMATCHED ROWS\n1', 'POINTS HELD\n700']) {
      assert.include(figures, figure)
    }
    assert.include(await preview.innerText(), 'kick_lurker')
    assert.equal(
      await preview.getByTestId('points-import-ambiguous').innerText(),
      'Line 3, highroller: kickholder (linked Kick) or highroller (site username)'
    )
    // a preview writes nothing
    assert.equal(await User.findByOrFail('username', 'neonfan').then((r) => r.balance), before.balance)
    const sideways = await screenshotWidths(page, 'admin-points-import-preview')
    assert.deepEqual(sideways, { 1280: 0, 360: 0 })

    await page.setViewportSize({ width: 1280, height: 900 })
    await preview.getByRole('button', { name: 'Apply import' }).click()
    const confirm = page.getByRole('dialog', { name: "Confirm it's you" })
    await confirm.getByLabel('Password').fill('owner-browser-pass')
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await page.locator('[data-sonner-toast]', { hasText: 'Points imported' }).first().waitFor()
    await preview.waitFor({ state: 'detached' })

    assert.equal(await User.findByOrFail('username', 'neonfan').then((r) => r.balance), before.balance + 1500)
    const held = await db.from('held_credits').select('kick_username', 'points')
    assert.sameDeepMembers(
      held.map((h) => [h.kick_username, Number(h.points)]),
      [
        ['kick_lurker', 700],
        ['highroller', 250],
      ]
    )
    assert.equal(await kickHolder.refresh().then(() => kickHolder.balance), 0)
  })
})
