import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { openAdminPage } from '#tests/helpers/database/admin_fixtures'
import { withEnv } from '#tests/helpers/processes/env'
import { chat, kickPublicPem, postKickEvent, signed, streamStatus } from '#tests/helpers/fakes/kick'
import { dbTimestamp } from '#infra/db/time'
import type User from '#models/user'
import { CHAT_SILENCE_MINUTES, type KickHealth } from '#shared/admin'

test.group('Admin landing / Kick health', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    return withEnv({ KICK_WEBHOOK_PUBLIC_KEY: kickPublicPem, KICK_BROADCASTER_ID: '1' })
  })

  async function health(client: ApiClient, admin: User) {
    const props = await openAdminPage(client, admin, 'index')
    return props.kickHealth as KickHealth
  }

  async function chatSilent(client: ApiClient, admin: User) {
    const current = await health(client, admin)
    return current.chat_silent
  }

  /** Moves the stream's going-live and last chat event back in time */
  async function age(minutes: number) {
    const client = db.connection()
    const at = dbTimestamp(client, DateTime.utc().minus({ minutes }))
    await db.from('stream_status').where('id', 1).update({ changed_at: at, last_chat_at: at })
  }

  test('shows the last webhook, live state and last chat event', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    assert.deepEqual(await health(client, admin), {
      live: false,
      live_since: null,
      last_webhook_at: null,
      last_chat_at: null,
      chat_silent: false,
      revocation: null,
      revoked_at: null,
      delay_seconds: null,
    })
    await postKickEvent(client, signed('livestream.status.updated', streamStatus()))
    const live = await health(client, admin)
    assert.isTrue(live.live)
    assert.isNotNull(live.last_webhook_at)
    assert.isNull(live.last_chat_at)
    assert.isFalse(live.chat_silent)

    await postKickEvent(client, signed('chat.message.sent', chat(4242)))
    const chatted = await health(client, admin)
    assert.isNotNull(chatted.last_chat_at)
    assert.isFalse(chatted.chat_silent)
  })

  test('warns when live and no chat event came for 10 minutes', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await postKickEvent(client, signed('livestream.status.updated', streamStatus()))
    await postKickEvent(client, signed('chat.message.sent', chat(4242)))

    await age(CHAT_SILENCE_MINUTES - 1)
    assert.isFalse(await chatSilent(client, admin))
    await age(CHAT_SILENCE_MINUTES + 1)
    assert.isTrue(await chatSilent(client, admin))
    const html = await client.get(urlFor('admin.index')).loginAs(admin)
    assert.include(html.text(), 'no chat event arrived for 10 minutes')

    // offline: silence is expected
    await postKickEvent(client, signed('livestream.status.updated', streamStatus(false)))
    await age(CHAT_SILENCE_MINUTES + 1)
    assert.isFalse(await chatSilent(client, admin))
  })

  test('events from another channel are not counted as deliveries', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await postKickEvent(client, signed('chat.message.sent', chat(4242, 'viewer', 999)))
    const current = await health(client, admin)
    assert.isNull(current.last_webhook_at)
  })
})
