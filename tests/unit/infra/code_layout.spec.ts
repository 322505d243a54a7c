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

/** The pages' modules (`~/...` imports, static or loaded later), by path relative to inertia/ */
async function pageImports() {
  const root = app.makePath('inertia')
  const graph = new Map<string, string[]>()
  for (const file of await sourceFiles(root)) {
    const source = await readFile(file, 'utf8')
    const targets = [...source.matchAll(/(?:from |import\()\s*'~\/([^']+)'/g)].map(([, path]) => path)
    graph.set(relative(root, file).replace(/\.tsx?$/, ''), targets)
  }
  return graph
}

/** The first import cycle found in a module graph, as the list of its modules, or null */
function firstCycle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>()
  const walk = (node: string, path: string[]): string[] | null => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node]
    if (done.has(node)) return null
    for (const next of graph.get(node) ?? []) {
      const cycle = walk(next, [...path, node])
      if (cycle) return cycle
    }
    done.add(node)
    return null
  }
  for (const node of graph.keys()) {
    const cycle = walk(node, [])
    if (cycle) return cycle
  }
  return null
}

/**
 * The app's modules (`#services/`, `#infra/`, `#controllers/`, `#http_cache/`, `#middleware/`
 * imports, static or loaded later) by path relative to app/. Models are left out: Lucid
 * relations between models import each other by design.
 */
async function appImports() {
  const root = app.makePath('app')
  const folders = new Set(['services', 'infra', 'controllers', 'http_cache', 'middleware'])
  const graph = new Map<string, string[]>()
  for (const file of await sourceFiles(root)) {
    const module = relative(root, file).replace(/\.tsx?$/, '')
    if (module.startsWith('models/')) continue
    const source = await readFile(file, 'utf8')
    const targets = [...source.matchAll(/(?:from |import\()\s*'#(\w+)\/([^']+)'/g)]
      .filter(([, alias]) => folders.has(alias))
      .map(([, alias, path]) => `${alias}/${path}`)
    graph.set(module, targets)
  }
  return graph
}

/** Files of app/ and inertia/ longer than `limit` lines (inertia/pages/tos.tsx, legal text, aside) */
async function longFiles(limit: number) {
  const long: string[] = []
  for (const folder of ['app', 'inertia']) {
    for (const file of await sourceFiles(app.makePath(folder))) {
      const path = relative(app.makePath(), file)
      if (path === 'inertia/pages/tos.tsx') continue
      const source = await readFile(file, 'utf8')
      const lines = source.split('\n').length - 1
      if (lines > limit) long.push(`${path} (${lines} lines)`)
    }
  }
  return long
}

test.group('Code layout', () => {
  test('the pages import one way: no cycle among inertia/ modules', async ({ assert }) => {
    assert.isNull(firstCycle(await pageImports()))
    assert.deepEqual(
      firstCycle(
        new Map([
          ['a', ['b']],
          ['b', ['a']],
        ])
      ),
      ['a', 'b', 'a']
    )
  })

  test('app code imports one way: no cycle among services, infra, controllers', async ({ assert }) => {
    assert.isNull(firstCycle(await appImports()))
  })

  test('no file of app/ or inertia/ is over 250 lines (the terms of service aside)', async ({ assert }) => {
    assert.deepEqual(await longFiles(250), [])
  })

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

  test('hooks live in inertia/hooks/, and a component is defined in one file', async ({ assert }) => {
    const graph = await pageImports()
    const strayHooks = [...graph.keys()].filter((m) => /(^|\/)use_[^/]+$/.test(m) && !m.startsWith('hooks/'))
    assert.deepEqual(strayHooks, [])
    const definedIn = new Map<string, string[]>()
    for (const file of await sourceFiles(app.makePath('inertia'))) {
      const source = await readFile(file, 'utf8')
      for (const [, name] of source.matchAll(/^export function ([A-Z]\w*)/gm)) {
        definedIn.set(name, [...(definedIn.get(name) ?? []), relative(app.makePath(), file)])
      }
    }
    const twice = [...definedIn].filter(([, files]) => files.length > 1)
    assert.deepEqual(twice, [])
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
