import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text assets worth compressing; images and fonts in the bundle are compressed formats already */
const TEXT_ASSET = /\.(js|mjs|css|svg|json|txt|html)$/
const MIN_BYTES = 1024

/**
 * Writes a .br (quality 11) and a .gz (level 9) next to every text file of the client build,
 * so the server sends the smallest form without compressing on each request. Build-time cost
 * is a few seconds; the server picks the file by Accept-Encoding.
 */
export default function precompress(): Plugin {
  return {
    name: 'neon:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir
      if (!dir) return
      const files = Object.keys(bundle).filter(
        (file) => TEXT_ASSET.test(file) && !file.startsWith('.vite/')
      )
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file)
          const source = await readFile(path)
          if (source.length < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ])
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        })
      )
    },
  }
}
