/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright'
import User from '#models/user'
import { setDemoOwnerPassword } from '#tests/helpers/database/users'
import Product from '#models/product'
import Vault from '#models/vault'
import VaultWinner from '#models/vault_winner'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { resetWithFakeUploads } from '#tests/helpers/fakes/images'
import { PNG_1X1, buy } from '#tests/helpers/database/admin_fixtures'
import { withEnv } from '#tests/helpers/processes/env'
import { openAsAdmin, visitHydrated, saveScreenshot } from '#tests/helpers/browser/browser'

const SHOTS = 'tmp/screenshots'
const PHONE = { width: 360, height: 780 }
const DESKTOP = { width: 1280, height: 900 }

/**
 * Desktop pages are shot whole; phone pages and open dialogs as the screen shows them
 * (a dialog's overlay only covers the viewport).
 */
async function shot(page: Page, name: string, { dialog = false } = {}) {
  mkdirSync(SHOTS, { recursive: true })
  const fullPage = !dialog && (page.viewportSize()?.width ?? 0) > PHONE.width
  await saveScreenshot(page, { path: `${SHOTS}/${name}.png`, fullPage })
}

/** Waits for a toast with exactly this text */
async function toast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ state: 'visible' })
}

test.group('Browser / admin', (group) => {
  group.each.setup(() => resetWithFakeUploads(resetToDemoSite))

  test('add, edit and delete a product', async ({ browserContext, assert }) => {
    const page = await openAsAdmin(browserContext, urlFor('admin.shop'))

    await page.getByRole('button', { name: 'Add New Product' }).click()
    const add = page.getByRole('dialog', { name: 'Add New Product' })
    await add.getByRole('button', { name: 'Create Product' }).click()
    await toast(page, 'Please fill all fields and upload an image')

    await add.getByLabel('Product Name').fill('Neon Cap')
    await add.getByLabel('Description').fill('A snapback that glows in the dark.')
    await add.getByLabel('Price').fill('3200')
    await add.getByLabel('Stock').fill('6')
    await add.getByLabel('Product Image').setInputFiles({ name: 'cap.png', mimeType: 'image/png', buffer: PNG_1X1 })
    await shot(page, 'admin-shop-add-dialog', { dialog: true })
    await add.getByRole('button', { name: 'Create Product' }).click()
    await toast(page, 'Product created successfully')
    const row = page.locator('tr[data-product="Neon Cap"]')
    await row.waitFor()
    assert.include(await row.innerText(), '3,200')

    await page.getByRole('button', { name: 'Edit Neon Cap' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Product' })
    assert.equal(await edit.getByLabel('Product Name').inputValue(), 'Neon Cap')
    await edit.getByLabel('Price').fill('3500')
    await edit.getByRole('button', { name: 'Update Product' }).click()
    await toast(page, 'Product updated successfully')
    await page.locator('tr[data-product="Neon Cap"]', { hasText: '3,500' }).waitFor()
    await shot(page, 'admin-shop-desktop')

    await page.getByRole('button', { name: 'Delete Neon Cap' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Product' })
    await confirm.getByText('Are you sure you want to delete Neon Cap? This action cannot be undone.').waitFor()
    await confirm.getByRole('button', { name: 'Delete Product' }).click()
    await toast(page, 'Product deleted successfully')
    await row.waitFor({ state: 'detached' })
    const deleted = await Product.findByOrFail('name', 'Neon Cap')
    assert.isNotNull(deleted.deletedAt)

    await page.setViewportSize(PHONE)
    await shot(page, 'admin-shop-phone')
  })

  test('edit the vault, add, increment and roll a winner', async ({ browserContext, assert }) => {
    const page = await openAsAdmin(browserContext, urlFor('admin.vault'))
    await shot(page, 'admin-vault-desktop')

    await page.getByRole('button', { name: 'Edit Vault' }).click()
    await page.getByLabel('Vault Value ($)').fill('300')
    await page.getByLabel('Streams Active').fill('5')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await toast(page, 'Vault updated successfully')
    await page.getByText('$300', { exact: true }).waitFor()

    await page.getByRole('button', { name: 'Add to Vault' }).click()
    const add = page.getByRole('dialog', { name: 'Add to Vault' })
    await add.getByLabel('Amount to Add').fill('25')
    await add.getByRole('button', { name: 'Add to Vault' }).click()
    await toast(page, 'Added $25 to vault')
    await page.getByText('$325', { exact: true }).waitFor()

    await page.getByRole('button', { name: 'Increment Stream Count' }).click()
    await page
      .getByRole('dialog', { name: 'Increment Stream Count' })
      .getByRole('button', { name: 'Add Stream' })
      .click()
    await toast(page, 'Stream count incremented')
    let vault = await Vault.findOrFail(1)
    assert.deepEqual([vault.value, vault.streamsActive], [325, 6])

    await page.getByRole('button', { name: 'Roll Winner' }).click()
    const roll = page.getByRole('dialog', { name: 'Confirm Roll Winner' })
    await roll.getByText('Are you sure you want to roll a winner? This will reset the vault!').waitFor()
    await roll.getByRole('button', { name: 'Roll Winner' }).click()
    // the answer first (the toast), then what was saved
    await page
      .locator('[data-sonner-toast]', { hasText: / won \$325!$/ })
      .first()
      .waitFor()
    const winner = await VaultWinner.query().whereNotNull('cycle_id').firstOrFail()
    await toast(page, `${winner.username} won $325!`)
    assert.isTrue(await page.getByRole('button', { name: 'Roll Winner' }).isDisabled())
    vault = await Vault.findOrFail(1)
    assert.deepEqual([vault.value, vault.streamsActive], [0, 0])
    await page.locator('tbody tr').first().getByText(winner.username).waitFor()

    await page.setViewportSize(PHONE)
    await shot(page, 'admin-vault-phone')
  })

  test('search a user and save; the role change asks for the password, then goes through', async ({
    browserContext,
    assert,
  }) => {
    await setDemoOwnerPassword('owner-browser-pass')
    const page = await openAsAdmin(browserContext, urlFor('admin.users'), undefined, { confirmed: false })

    await page.getByPlaceholder('Enter Username').fill('neon')
    const card = page.getByRole('button', { name: /neonfan/ })
    await card.waitFor()
    await shot(page, 'admin-users-results')
    await card.click()

    const dialog = page.getByRole('dialog', { name: 'neonfan' })
    assert.equal(await dialog.getByLabel('Linked Account').inputValue(), 'NeonFan')
    // the product's admin flag, read from the role: a plain user is 0
    assert.equal(await dialog.getByLabel('Admin (0 or 1)').inputValue(), '0')
    assert.isFalse(await page.getByRole('list', { name: 'Matching users' }).isVisible())
    await dialog.getByLabel('Username').fill('neonfanatic')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'User updated successfully')

    // a browser session that never gave the password: the role change asks for it first
    await dialog.getByLabel('Role').selectOption('admin')
    await dialog.getByRole('button', { name: 'Set role' }).click()
    const confirm = page.getByRole('dialog', { name: "Confirm it's you" })
    await confirm.getByLabel('Password').fill('wrong-password')
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await confirm.getByText('That password or code is not right.').waitFor()
    await confirm.getByLabel('Password').fill('owner-browser-pass')
    await shot(page, 'admin-confirm-identity', { dialog: true })
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await toast(page, 'Role updated successfully')
    await confirm.waitFor({ state: 'detached' })

    await dialog.getByLabel('Points (+/-)').fill('250')
    await dialog.getByLabel('Reason').fill('Giveaway')
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await toast(page, 'Points adjusted successfully')
    await shot(page, 'admin-users-dialog', { dialog: true })

    const user = await User.findByOrFail('username', 'neonfanatic')
    assert.equal(user.role, 'admin')
    assert.equal(user.balance, 42_000 - 4_000 + 250)

    await page.keyboard.press('Escape')
    await page.getByPlaceholder('Enter Username').fill('')
    await page.getByRole('list', { name: 'Matching users' }).waitFor({ state: 'detached' })
  })

  test('landing, redemption queue and audit log at phone and desktop widths', async ({ browserContext }) => {
    const fan = await User.findByOrFail('username', 'highroller')
    await buy(fan, await Product.findByOrFail('name', 'Stream Shoutout'))
    await buy(fan, await Product.findByOrFail('name', 'Neon Mousepad'))
    await browserContext.loginAs(await User.findByOrFail('username', 'admin'))
    const page = await browserContext.newPage()

    await page.setViewportSize(PHONE)
    await visitHydrated(page, urlFor('admin.index'))
    await page.getByRole('link', { name: 'View SHOP ITEMS' }).waitFor()
    await shot(page, 'admin-landing-phone')
    await page.setViewportSize(DESKTOP)
    await shot(page, 'admin-landing-desktop')

    await visitHydrated(page, urlFor('admin.redemptions'))
    await shot(page, 'admin-redemptions-desktop')
    await page.locator('tr', { hasText: 'Stream Shoutout' }).getByRole('button', { name: 'Mark Sent' }).click()
    await toast(page, 'Marked Stream Shoutout as Sent')
    await page.locator('tr', { hasText: 'Neon Mousepad' }).getByRole('button', { name: 'Refund' }).click()
    await page.getByRole('dialog', { name: 'Refund purchase' }).getByRole('button', { name: 'Refund' }).click()
    await toast(page, 'Refunded Neon Mousepad')
    await page.getByText('Nothing waiting. All purchases are handled.').waitFor()
    await page.setViewportSize(PHONE)
    await shot(page, 'admin-redemptions-phone')

    await page.setViewportSize(DESKTOP)
    await visitHydrated(page, urlFor('admin.audit'))
    await page.getByText('purchase.refund').waitFor()
    await shot(page, 'admin-audit-desktop')
  })

  test('the landing warns while Kick webhooks are not configured', async ({ browserContext, assert, cleanup }) => {
    cleanup(withEnv({ KICK_BROADCASTER_ID: undefined }))
    await browserContext.loginAs(await User.findByOrFail('username', 'admin'))
    const page = await browserContext.newPage()
    for (const [name, size] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(size)
      await visitHydrated(page, urlFor('admin.index'))
      const warning = page.getByRole('alert').filter({ hasText: 'Kick webhooks not configured' })
      await warning.waitFor()
      assert.include(await warning.innerText(), 'KICK_BROADCASTER_ID')
      await shot(page, `admin-landing-kick-warning-${name}`)
    }
  })
})
