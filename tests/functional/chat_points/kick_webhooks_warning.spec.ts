import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { openAdminPage } from '#tests/helpers/database/admin_fixtures'
import { withEnv } from '#tests/helpers/processes/env'
import { KICK_WEBHOOKS_NOT_CONFIGURED } from '#shared/admin'
import { en } from '#tests/helpers/i18n/english'

test.group('Admin landing / Kick webhooks warning', (group) => {
  group.each.setup(() => resetDatabase())

  test('{0}')
    .with([
      ['without KICK_BROADCASTER_ID the landing warns that chat earns nothing', undefined, true],
      ['with the key and the channel set there is no warning', '1', false],
    ] as const)
    .run(async ({ client, assert, cleanup }, [, broadcasterId, warns]) => {
      cleanup(withEnv({ KICK_WEBHOOK_PUBLIC_KEY: 'a-key', KICK_BROADCASTER_ID: broadcasterId }))
      const admin = await createUser({ admin: true })
      const props = await openAdminPage(client, admin, 'index')
      assert.equal(props.kickWebhooksConfigured, !warns)
      const html = await client.get(urlFor('admin.index')).loginAs(admin)
      if (warns) assert.include(html.text(), en(KICK_WEBHOOKS_NOT_CONFIGURED))
      else assert.notInclude(html.text(), en(KICK_WEBHOOKS_NOT_CONFIGURED))
    })
})
