import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import app from '@adonisjs/core/services/app'

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return /\.tsx?$/.test(entry.name) ? [path] : []
    })
  )
  return nested.flat()
}

test.group('Code layout', () => {
  test('app code imports nothing from start/ but its environment', async ({ assert }) => {
    const offenders: string[] = []
    for (const file of await sourceFiles(app.makePath('app'))) {
      const source = await readFile(file, 'utf8')
      for (const [, path] of source.matchAll(/(?:from |import\()\s*'#start\/([^']+)'/g)) {
        if (path !== 'env') offenders.push(`${relative(app.makePath(), file)} imports #start/${path}`)
      }
    }
    assert.deepEqual(offenders, [])
  })

  test('every route file of start/routes/ is preloaded by adonisrc.ts', async ({ assert }) => {
    const rcFile = await readFile(app.makePath('adonisrc.ts'), 'utf8')
    const files = await readdir(app.makePath('start/routes'))
    const areas = files
      .filter((name) => name.endsWith('.ts') && name !== 'shared.ts')
      .map((name) => name.replace(/\.ts$/, ''))
    assert.isAbove(areas.length, 5)
    for (const area of areas) assert.include(rcFile, `import('#start/routes/${area}')`)
    assert.notInclude(rcFile, "import('#start/routes')")
  })
})
