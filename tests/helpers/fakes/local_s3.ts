import S3rver from 's3rver'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

/**
 * A local S3-compatible server (s3rver, files in a temporary folder) with one empty bucket, for
 * the checks of DRIVE_DISK=s3. `env` is what a server process needs to store its uploads
 * there; `client` reads the bucket directly, as an operator would.
 */
export async function startLocalS3(port: number) {
  const directory = await mkdtemp(join(tmpdir(), 'neon-s3-'))
  const bucket = 'neon-uploads'
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  // s3rver accepts any key pair (it checks the signature's form, not the secret)
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  return {
    env: {
      DRIVE_DISK: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    /** every key in the bucket */
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
      return (listed.Contents ?? []).map((object) => object.Key!)
    },
    /** an object's bytes, read from the bucket */
    async read(key: string) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return Buffer.from(await object.Body!.transformToByteArray())
    },
    async stop() {
      client.destroy()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

export type LocalS3 = Awaited<ReturnType<typeof startLocalS3>>

/**
 * What a server shows of an upload stored on the bucket: the object in the bucket, the bytes
 * /uploads answers (and whether they are the object's), its cache headers, and a revalidation
 * with its ETag (304). `pids`: the web processes that answered, when they say.
 */
export async function uploadAsServed(serverUrl: string, avatarUrl: string, s3: LocalS3) {
  const key = avatarUrl.replace(/^\/uploads\//, '')
  const keys = await s3.keys()
  const inBucket = keys.includes(key)
  const stored = inBucket ? await s3.read(key) : Buffer.alloc(0)
  const response = await fetch(`${serverUrl}${avatarUrl}`, { headers: { connection: 'close' } })
  const body = Buffer.from(await response.arrayBuffer())
  const etag = response.headers.get('etag')
  // a browser's revalidation; fetch itself would add Cache-Control: no-cache to a conditional
  // request unless one is given, and no-cache always gets the whole file
  const again = await fetch(`${serverUrl}${avatarUrl}`, {
    headers: { 'connection': 'close', 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
  })
  await again.arrayBuffer()
  const missing = await fetch(`${serverUrl}/uploads/avatars/00000000-no-such-file.png`, {
    headers: { connection: 'close' },
  })
  await missing.arrayBuffer()
  return {
    key,
    inBucket,
    status: response.status,
    sameBytes: inBucket && body.equals(stored),
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    etag,
    revalidated: again.status,
    missing: missing.status,
    pids: [response, again].map((r) => r.headers.get('x-served-by')).filter(Boolean),
  }
}
