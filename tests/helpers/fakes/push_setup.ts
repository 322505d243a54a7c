import { urlFor } from '@adonisjs/core/services/url_builder'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type { Group } from '@japa/runner/core'
import type User from '#models/user'
import { resetDatabase } from '#tests/helpers/database/database'
import { startFakePush, type FakePush } from '#tests/helpers/fakes/fake_push'

/**
 * The push tests' shared setup: each test of `group` on a fresh database with a fake push
 * service of its own (127.0.0.1 is a push host in the test environment: PUSH_EXTRA_HOSTS and
 * OUTBOUND_ALLOW_HOSTS in .env.test), read as `push.fake`
 */
export function fakePushEachTest(group: Group) {
  const push = {} as { fake: FakePush }
  group.each.setup(async () => {
    await resetDatabase()
    push.fake = await startFakePush()
    return () => push.fake.stop()
  })
  return push
}

type PushRoute = 'subscribe' | 'topics' | 'unsubscribe'

/** A logged-in, same-origin JSON POST to /api/account/push/<route> */
export function pushApi(client: ApiClient, user: User, route: PushRoute, body: object) {
  return client
    .post(urlFor(`account_api.push.${route}`))
    .loginAs(user)
    .sameOrigin()
    .accept('json')
    .json(body)
}

/** Subscribes a new browser of the fake for `user` to `topics`; answers the subscription */
export async function subscribeBrowser(client: ApiClient, user: User, fake: FakePush, topics: string[]) {
  const browser = fake.newBrowser()
  const response = await pushApi(client, user, 'subscribe', { ...browser, topics })
  response.assertStatus(200)
  return browser
}

export function pushOutbox() {
  return db.from('push_outbox').orderBy('id', 'asc')
}
