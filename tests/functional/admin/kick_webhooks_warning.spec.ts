import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetDatabase } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import { withEnv } from '#tests/helpers/env'
import { KICK_WEBHOOKS_NOT_CONFIGURED } from '#shared/admin'

test.group('Admin landing / Kick webhooks warning', (group) => {
  group.each.setup(() => resetDatabase())

  test('without KICK_BROADCASTER_ID the landing warns that chat earns nothing', async ({
    client,
    assert,
  }) => {
    const restore = withEnv({ KICK_WEBHOOK_PUBLIC_KEY: 'a-key', KICK_BROADCASTER_ID: undefined })
    try {
      const admin = await createUser({ admin: true })
      const props = await client.get(urlFor('admin.index')).loginAs(admin).withInertia()
      assert.isFalse((props.inertiaProps as any).kickWebhooksConfigured)
      const html = await client.get(urlFor('admin.index')).loginAs(admin)
      assert.include(html.text(), KICK_WEBHOOKS_NOT_CONFIGURED)
    } finally {
      restore()
    }
  })

  test('with the key and the channel set there is no warning', async ({ client, assert }) => {
    const restore = withEnv({ KICK_WEBHOOK_PUBLIC_KEY: 'a-key', KICK_BROADCASTER_ID: '1' })
    try {
      const admin = await createUser({ admin: true })
      const props = await client.get(urlFor('admin.index')).loginAs(admin).withInertia()
      assert.isTrue((props.inertiaProps as any).kickWebhooksConfigured)
      const html = await client.get(urlFor('admin.index')).loginAs(admin)
      assert.notInclude(html.text(), KICK_WEBHOOKS_NOT_CONFIGURED)
    } finally {
      restore()
    }
  })
})
