import { test } from '@japa/runner'
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'

/** The methods of node's ServerResponse (and OutgoingMessage) that write an answer */
const WRITERS = ['writeHead', 'write', 'end', 'setHeader', 'removeHeader', 'appendHeader', 'flushHeaders']

/** An assignment to one of them on any object: `res.end = …`, `response.writeHead = …` */
const PATCH = new RegExp(`\\.(${WRITERS.join('|')})\\s*=(?!=)`)

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return Promise.resolve(/\.(ts|js|mjs)$/.test(entry.name) ? [path] : [])
    })
  )
  return nested.flat()
}

test.group('Code / no file in app/ patches a Node response method', () => {
  test('no assignment to writeHead, write, end or a header method of a response', async ({ assert }) => {
    const found: string[] = []
    for (const file of await sourceFiles('app')) {
      const text = await readFile(file, 'utf8')
      const lines = text.split('\n')
      lines.forEach((line, i) => {
        if (PATCH.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`)
      })
    }
    assert.deepEqual(found, [])
  })

  test('the pattern finds a patch where there is one', ({ assert }) => {
    assert.isTrue(PATCH.test('  res.writeHead = function (code) {'))
    assert.isTrue(PATCH.test('response.end=wrapped'))
    assert.isFalse(PATCH.test('if (res.end === original) return'))
    assert.isFalse(PATCH.test('res.end(body)'))
  })
})

test.group('Code / the guest cache stays small', () => {
  test('app/http_cache/ and the guest middleware hold fewer than 600 lines of code', async ({ assert }) => {
    const files = [
      ...(await sourceFiles('app/http_cache')),
      'app/middleware/public_page_middleware.ts',
      'app/middleware/guest_session_middleware.ts',
    ]
    const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')))
    const lines = texts.map((text) => text.trimEnd().split('\n').length)
    assert.isBelow(
      lines.reduce((sum, count) => sum + count, 0),
      600
    )
  })
})
