import { test } from '@japa/runner'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  IMMUTABLE_CACHE,
  PrecompressedAssets,
  SHORT_CACHE,
  preferredEncoding,
  staticCacheControl,
  varyWith,
} from '#infra/http/compression'

test.group('Compression / rules', () => {
  test('the encoding follows the q-values, brotli winning a tie', ({ assert }) => {
    assert.equal(preferredEncoding('gzip, deflate, br, zstd'), 'br')
    assert.equal(preferredEncoding('gzip;q=1, br;q=0.5'), 'gzip')
    assert.equal(preferredEncoding('br;q=0, *'), 'gzip')
    assert.equal(preferredEncoding('*;q=0.1'), 'br')
    assert.equal(preferredEncoding('GZIP'), 'gzip')
    assert.isUndefined(preferredEncoding('identity'))
    assert.isUndefined(preferredEncoding('gzip;q=0, br;q=0'))
    assert.isUndefined(preferredEncoding('br;q=abc'))
    assert.isUndefined(preferredEncoding(''))
    assert.isUndefined(preferredEncoding(undefined))
  })

  test('hashed build files are cached for a year, other public files for an hour', ({ assert }) => {
    assert.equal(staticCacheControl('assets/app-C-tVcG7c.js'), IMMUTABLE_CACHE)
    assert.equal(staticCacheControl('assets/inter-latin-wght-normal-Dx4kXJAl.woff2'), IMMUTABLE_CACHE)
    assert.equal(staticCacheControl('assets\\app-BG4pKTpx.css'), IMMUTABLE_CACHE)
    assert.equal(staticCacheControl('favicon.svg'), SHORT_CACHE)
    assert.equal(staticCacheControl('media/hero.mp4'), SHORT_CACHE)
    assert.equal(staticCacheControl('assets-static/partners/celsius-AAAAAAAA.svg'), SHORT_CACHE)
    assert.equal(staticCacheControl('assets/notes.txt'), SHORT_CACHE)
  })

  test('Vary gains a field once', ({ assert }) => {
    assert.equal(varyWith(undefined, 'Accept-Encoding'), 'Accept-Encoding')
    assert.equal(varyWith('x-inertia', 'Accept-Encoding'), 'x-inertia, Accept-Encoding')
    assert.equal(varyWith('accept-encoding', 'Accept-Encoding'), 'accept-encoding')
  })
})

test.group('Compression / precompressed build files', (group) => {
  let dir = ''
  group.each.setup(async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompressed-'))
    return () => rm(dir, { recursive: true, force: true })
  })

  test('only hashed files listed in the folder are found, with their .br and .gz bodies', async ({ assert }) => {
    await writeFile(join(dir, 'app-AbCd1234.js'), 'raw')
    await writeFile(join(dir, 'app-AbCd1234.js.br'), 'brotli body')
    await writeFile(join(dir, 'app-AbCd1234.js.gz'), 'gzip body')
    await writeFile(join(dir, 'tiny-ZZZZ9999.js'), 'too small to compress')
    await writeFile(join(dir, 'plain.js'), 'raw')
    await writeFile(join(dir, 'plain.js.br'), 'brotli body')
    const assets = new PrecompressedAssets(dir)

    const found = await assets.find('/assets/app-AbCd1234.js')
    assert.equal(found?.br?.body.toString(), 'brotli body')
    assert.equal(found?.gzip?.body.toString(), 'gzip body')
    assert.match(found?.br?.etag ?? '', /^W\/"/)
    assert.notEqual(found?.br?.etag, found?.gzip?.etag)

    for (const path of [
      '/assets/tiny-ZZZZ9999.js',
      '/assets/plain.js',
      '/assets/app-AbCd1234.js.br',
      '/assets/../assets/app-AbCd1234.js',
      '/assets/sub/app-AbCd1234.js',
      '/other/app-AbCd1234.js',
    ]) {
      assert.isUndefined(await assets.find(path), path)
    }
  })

  test('no build folder (dev mode) finds nothing', async ({ assert }) => {
    const assets = new PrecompressedAssets(join(dir, 'missing'))
    assert.isUndefined(await assets.find('/assets/app-AbCd1234.js'))
  })
})
