import { urlFor } from '@adonisjs/core/services/url_builder'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/**
 * A GET (or HEAD) to the test server with exactly these headers and the bytes as sent: the
 * test client and fetch would ask for and undo compression on their own.
 */
export function rawGet(path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: process.env.HOST ?? '127.0.0.1',
        port: Number(process.env.PORT),
        path,
        headers,
        method,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          })
        )
      }
    )
    req.on('error', reject)
    req.end()
  })
}

/** The body of an answer with its Content-Encoding undone */
export function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString()
  if (encoding === 'gzip') return gunzipSync(answer.body).toString()
  return answer.body.toString()
}

/** The headers of an Inertia visit (JSON answer) with the current asset version */
export async function inertiaHeaders(extra: Record<string, string> = {}) {
  const page = await rawGet(urlFor('faq'))
  const version = /"version":"([^"]*)"/.exec(page.body.toString())?.[1] ?? ''
  return { 'x-inertia': 'true', 'x-inertia-version': version, ...extra }
}

/** The decoded body of a GET */
export async function rawText(path: string, headers: Record<string, string> = {}) {
  return decoded(await rawGet(path, headers))
}

/** The parsed JSON body of a GET (an Inertia visit, say) */
export async function rawJson<T = Record<string, any>>(path: string, headers: Record<string, string> = {}): Promise<T> {
  return JSON.parse(await rawText(path, headers))
}
