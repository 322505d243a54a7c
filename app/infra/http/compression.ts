import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { remembered } from '#utils/recent_map'

/**
 * Compression and caching rules for every answer: dynamic HTML and JSON are compressed per
 * request, the Vite build output is served from the .br / .gz files written at build time.
 */

export type Encoding = 'br' | 'gzip'
/** In order of preference when the client weighs them the same */
const ENCODINGS: Encoding[] = ['br', 'gzip']

/** Answers below this are sent as they are: the compressed form would save nothing worth the CPU */
export const MIN_COMPRESS_BYTES = 1024

/** Vite's build output: every file name carries a content hash, so its URL never changes meaning */
export const ASSETS_URL_PREFIX = '/assets/'
const HASHED_NAME = /-[\w-]{8}\.[a-z0-9]+$/i

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
/** Other public files (logo, og-image, hero video) keep their names across deploys */
export const SHORT_CACHE = 'public, max-age=3600'

/** Content types worth compressing on the fly; images, video and fonts are compressed already */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/i

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Cache-Control for a file the static server sends, by its URL-relative path under public/ */
export function staticCacheControl(relativePath: string): string {
  const normalized = relativePath.replaceAll('\\', '/')
  return normalized.startsWith(ASSETS_URL_PREFIX.slice(1)) && HASHED_NAME.test(normalized)
    ? IMMUTABLE_CACHE
    : SHORT_CACHE
}

export function isCompressibleType(contentType: string | undefined): boolean {
  return !!contentType && COMPRESSIBLE_TYPE.test(contentType)
}

/**
 * A dynamic answer compressed for the encoding the client prefers. Brotli at quality 4 costs
 * about what gzip does and still beats it; the top qualities are for build-time files only.
 * Runs on the libuv thread pool so the event loop keeps answering meanwhile.
 */
export function compressDynamic(body: string, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    })
  }
  return gzip(body, { level: 6 })
}

/** A weak validator of a body: the same bytes (before encoding) give the same tag */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`
}

/**
 * The encoding to send for an Accept-Encoding header: the highest q-value wins and brotli wins
 * a tie (browsers list gzip first with the same weight); no header or only identity gives none.
 */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  return remembered(preferred, header, 256, () => bestEncoding(header))
}

/** The answers for the Accept-Encoding values seen last (browsers send a handful between them) */
const preferred = new Map<string, Encoding | undefined>()

function bestEncoding(header: string): Encoding | undefined {
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((value) => value.trim().toLowerCase())
    if (!name) continue
    const q = params.find((param) => param.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0
  const best = ENCODINGS.reduce<Encoding | undefined>(
    (chosen, encoding) =>
      weightOf(encoding) > (chosen ? weightOf(chosen) : 0) ? encoding : chosen,
    undefined
  )
  return best
}

/** Adds a field to a Vary header value without repeating it */
export function varyWith(current: unknown, field: string): string {
  const fields = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
  if (fields.some((value) => value.toLowerCase() === field.toLowerCase())) return fields.join(', ')
  return [...fields, field].join(', ')
}

type Precompressed = { etag: string; body: Buffer }
export type PrecompressedAsset = { name: string } & Partial<Record<Encoding, Precompressed>>

/**
 * The build's precompressed assets, read once: file name to its .br and .gz bodies (a few
 * hundred KB in all). Only names found in the folder listing are ever looked up, so a request
 * path cannot reach any other file.
 */
export class PrecompressedAssets {
  #index?: Promise<Map<string, PrecompressedAsset>>

  constructor(private directory: string) {}

  async find(urlPath: string): Promise<PrecompressedAsset | undefined> {
    if (!urlPath.startsWith(ASSETS_URL_PREFIX)) return undefined
    const name = urlPath.slice(ASSETS_URL_PREFIX.length)
    if (!HASHED_NAME.test(name)) return undefined
    this.#index ??= this.#load()
    const index = await this.#index
    return index.get(name)
  }

  async #load(): Promise<Map<string, PrecompressedAsset>> {
    const index = new Map<string, PrecompressedAsset>()
    let names: string[]
    try {
      names = await readdir(this.directory)
    } catch {
      // no production build (dev mode serves modules through Vite)
      return index
    }
    const present = new Set(names)
    for (const name of names) {
      if (!HASHED_NAME.test(name)) continue
      const asset: PrecompressedAsset = { name }
      for (const [encoding, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        if (!present.has(name + suffix)) continue
        const body = await readFile(join(this.directory, name + suffix))
        asset[encoding] = { body, etag: weakEtag(body) }
      }
      if (asset.br || asset.gzip) index.set(name, asset)
    }
    return index
  }
}
