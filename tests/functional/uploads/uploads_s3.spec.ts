import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { TINY_PNG } from '#tests/helpers/fakes/images'
import { browserSession, postAvatar, startSourceServer } from '#tests/helpers/processes/built_server'
import { startLocalS3, uploadAsServed, type LocalS3 } from '#tests/helpers/fakes/local_s3'

/**
 * DRIVE_DISK=s3: a server process started with the S3 settings (the test process keeps the
 * local disk) stores an upload in a local S3-compatible server (s3rver), and /uploads serves
 * it from there with the same URL and cache headers as from the local folder.
 * Ports: PORT + 8 (the server) and PORT + 9 (s3rver).
 */
const port = Number(process.env.PORT ?? 3334) + 8
const storage = app.makePath('tmp/s3-check-storage')

test.group('Uploads / on an S3-compatible bucket', (group) => {
  // it checks the storage driver, not the database: npm test runs it once, in the SQLite lane
  group.tap((t) => t.tags(['@engine_independent'], 'append'))
  // s3rver runs inside this process (a devDependency): it fails only when its port is taken
  let s3: LocalS3
  group.setup(async () => {
    s3 = await startLocalS3(port + 1)
    return () => s3.stop()
  })
  group.each.setup(() => resetDatabase())

  test('an avatar lands in the bucket, not on the local disk, and /uploads serves it', async ({ assert, cleanup }) => {
    const server = await startSourceServer(port, { ...s3.env, STORAGE_PATH: storage })
    cleanup(() => server.stop())
    const user = await createUser()
    const session = await browserSession(server.url, user)

    const upload = await postAvatar(server.url, session, TINY_PNG)
    assert.equal(upload.status, 200, JSON.stringify(upload.body))
    const avatar = upload.body.avatar!
    assert.match(avatar, /^\/uploads\/avatars\/[0-9a-f-]{36}_\d+x\d+\.webp$/)

    const served = await uploadAsServed(server.url, avatar, s3)
    assert.isTrue(served.inBucket, 'the object is in the bucket')
    assert.isFalse(existsSync(`${storage}/${served.key}`), 'nothing written to the local disk')
    assert.equal(served.status, 200)
    assert.isTrue(served.sameBytes, 'the answer is the stored object')
    assert.equal(served.contentType, 'image/webp')
    assert.equal(served.cacheControl, 'public, max-age=31536000, immutable')
    assert.isString(served.etag)
    assert.equal(served.revalidated, 304)
    assert.equal(served.missing, 404)
  }).timeout(60_000)
})
