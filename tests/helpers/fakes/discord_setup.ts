import { urlFor } from '@adonisjs/core/services/url_builder'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type { Group } from '@japa/runner/core'
import type User from '#models/user'
import { resetDatabase } from '#tests/helpers/database/database'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { withEnv } from '#tests/helpers/processes/env'
import { startFakeDiscord, type FakeDiscord } from '#tests/helpers/fakes/fake_discord'
import { ANNOUNCEMENT_EVENTS, type AnnouncementEvent } from '#shared/discord_announcements'

/**
 * The Discord announcement tests' shared setup: a fake Discord that DISCORD_API_BASE points
 * at (so its webhook URLs pass the settings' check), and a webhook saved through the page's PUT
 */
export async function useFakeDiscord() {
  const fake = await startFakeDiscord()
  const restore = withEnv({ DISCORD_API_BASE: fake.baseUrl })
  return {
    fake,
    stop: async () => {
      restore()
      await fake.close()
    },
  }
}

/**
 * Each test of `group` starts on a fresh database (`reset`) with a fake Discord of its own
 * (useFakeDiscord), stopped after it; the tests read it as `discord.fake`
 */
export function fakeDiscordEachTest(group: Group, reset: () => Promise<unknown> = resetDatabase) {
  const discord = {} as { fake: FakeDiscord }
  group.each.setup(async () => {
    await reset()
    const started = await useFakeDiscord()
    discord.fake = started.fake
    return started.stop
  })
  return discord
}

export function putDiscord(client: ApiClient, admin: User, body: object) {
  return jsonAs(client, admin).put(urlFor('admin_api.discord.update'), body)
}

/** Saves one webhook on the fake that posts `events` (all by default); answers its id */
export async function saveWebhook(
  client: ApiClient,
  admin: User,
  fake: FakeDiscord,
  events: readonly AnnouncementEvent[] = ANNOUNCEMENT_EVENTS
) {
  const response = await putDiscord(client, admin, {
    webhooks: [{ name: 'Announcements', url: fake.webhookUrl(), events }],
  })
  response.assertStatus(200)
  return Number(response.body().webhooks[0].id)
}

export async function outboxRows() {
  return db.from('discord_outbox').orderBy('id', 'asc')
}
