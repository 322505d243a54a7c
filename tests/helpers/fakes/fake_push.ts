import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { startFakeServer } from '#tests/helpers/fakes/fake_server'

/**
 * A fake push service on 127.0.0.1 (what FCM or Mozilla's autopush are to a browser). It makes
 * "browsers": a subscription whose endpoint is on this server, with a P-256 key pair and an
 * auth secret. Each POST to an endpoint is checked like a push service would (the VAPID JWT:
 * ES256 signature by the `k` key, audience = this origin, not expired) and decrypted as the
 * browser would (RFC 8291 / RFC 8188 aes128gcm), with this file's own code on node:crypto.
 * `answerNext` queues statuses to answer instead of 201.
 */

export type PushReceived = {
  browser: number
  status: number
  message: { title: string; body: string; url: string; tag: string }
  audience: string
  subject: string
  ttl: string | undefined
}

type Browser = { ecdh: ECDH; publicKey: Buffer; auth: Buffer }

/** RFC 8291 section 3.4 and RFC 8188 section 2: the receiver's side */
export function decryptAes128gcm(body: Buffer, browser: Browser) {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body[20]
  const senderKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  if (record.length > recordSize) throw new Error('more than one record')
  const shared = browser.ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, senderKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // the last record: the text, the delimiter 0x02, then zeros
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('no last-record delimiter')
  return padded.subarray(0, end).toString('utf8')
}

/** The VAPID JWT of `vapid t=<jwt>, k=<key>`, its ES256 signature checked; answers its claims */
export function checkVapid(authorization: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '')
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`)
  const [header, claims, signature] = match[1].split('.')
  const point = Buffer.from(match[2], 'base64url')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url')
  )
  if (!signed) throw new Error('the VAPID JWT signature does not verify')
  const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'))
  if (!(decoded.exp * 1000 > Date.now())) throw new Error('the VAPID JWT is expired')
  return { audience: String(decoded.aud), subject: String(decoded.sub), key: match[2] }
}

function readBytes(req: IncomingMessage) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

export type FakePush = Awaited<ReturnType<typeof startFakePush>>

export async function startFakePush() {
  const browsers: Browser[] = []
  const received: PushReceived[] = []
  const errors: string[] = []
  const statuses: number[] = []
  const server = await startFakeServer(async (req, res) => {
    const body = await readBytes(req)
    const id = Number(/^\/push\/(\d+)$/.exec(req.url ?? '')?.[1] ?? -1)
    const browser = browsers[id]
    if (req.method !== 'POST' || !browser) return void res.writeHead(404).end()
    try {
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm')
      const vapid = checkVapid(req.headers.authorization)
      const status = statuses.shift() ?? 201
      const message = JSON.parse(decryptAes128gcm(body, browser))
      received.push({ browser: id, status, message, ...vapid, ttl: req.headers.ttl as string })
      res.writeHead(status).end()
    } catch (error) {
      errors.push((error as Error).message)
      res.writeHead(400).end()
    }
  })
  return {
    origin: server.origin,
    received,
    errors,
    /** A browser's subscription on this service (PushSubscription.toJSON()) */
    newBrowser() {
      const ecdh = createECDH('prime256v1')
      const publicKey = ecdh.generateKeys()
      const browser = { ecdh, publicKey, auth: randomBytes(16) }
      browsers.push(browser)
      return {
        endpoint: `${server.origin}/push/${browsers.length - 1}`,
        keys: { p256dh: publicKey.toString('base64url'), auth: browser.auth.toString('base64url') },
      }
    },
    /** Answer these statuses (in order) to the next messages, then 201 again */
    answerNext(...next: number[]) {
      statuses.push(...next)
    },
    /** The messages each browser got (delivered or not: what the service saw) */
    messagesOf(endpoint: string) {
      const id = Number(endpoint.split('/').pop())
      return received.filter((r) => r.browser === id)
    },
    stop: server.stop,
  }
}
