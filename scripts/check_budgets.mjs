/**
 * Bundle budgets of the production build, from Vite's manifest: what the first screen loads
 * (the entry script with the chunks it imports statically, and its CSS) and what each page adds
 * when visited (its chunk with the imports the entry does not already bring). Sizes are gzip -9,
 * as the server sends the precompressed .gz files (brotli, shown beside, is smaller still).
 * Prints a table and exits 1 when a budget is exceeded.
 *
 *   node scripts/check_budgets.mjs [assets folder, default build/public/assets]
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { root } from './lib/project.mjs'

const KB = 1024
export const BUDGETS = { entry: 150 * KB, page: 25 * KB, css: 25 * KB }
const ENTRY_SOURCE = 'inertia/app.tsx'
const PAGE_SOURCE = /^inertia\/pages\//

const assetsDir = resolve(root, process.argv[2] ?? 'build/public/assets')
const manifest = JSON.parse(readFileSync(join(assetsDir, '.vite/manifest.json'), 'utf8'))

const sizes = new Map()
function sizeOf(file) {
  if (!sizes.has(file)) {
    const source = readFileSync(join(assetsDir, file))
    sizes.set(file, {
      raw: source.length,
      gzip: gzipSync(source, { level: constants.Z_BEST_COMPRESSION }).length,
      br: brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length,
    })
  }
  return sizes.get(file)
}

/** The chunk of a manifest key and every chunk it imports statically (what loads with it) */
function closure(key, into = new Set()) {
  if (into.has(key)) return into
  into.add(key)
  for (const imported of manifest[key].imports ?? []) closure(imported, into)
  return into
}

function total(files) {
  const sum = { raw: 0, gzip: 0, br: 0 }
  for (const file of files) {
    const size = sizeOf(file)
    sum.raw += size.raw
    sum.gzip += size.gzip
    sum.br += size.br
  }
  return sum
}

const entryChunks = closure(ENTRY_SOURCE)
const entryJs = [...entryChunks].map((key) => manifest[key].file)
const entryCss = [...new Set([...entryChunks].flatMap((key) => manifest[key].css ?? []))]

const rows = [
  { name: `entry script (${entryJs.length} chunks)`, ...total(entryJs), budget: BUDGETS.entry },
  { name: 'entry CSS', ...total(entryCss), budget: BUDGETS.css },
]
for (const key of Object.keys(manifest)
  .filter((k) => PAGE_SOURCE.test(k))
  .sort()) {
  const own = [...closure(key)].filter((chunk) => !entryChunks.has(chunk))
  const js = own.map((chunk) => manifest[chunk].file)
  const css = [...new Set(own.flatMap((chunk) => manifest[chunk].css ?? []))]
  const page = key.replace(PAGE_SOURCE, '').replace(/\.tsx$/, '')
  rows.push({ name: `page ${page}`, ...total(js), budget: BUDGETS.page })
  if (css.length) rows.push({ name: `page ${page} CSS`, ...total(css), budget: BUDGETS.css })
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
const columns = ['bundle', 'raw', 'gzip', 'brotli', 'budget (gzip)', '']
const lines = rows.map((row) => [
  row.name,
  kb(row.raw),
  kb(row.gzip),
  kb(row.br),
  kb(row.budget),
  row.gzip <= row.budget ? 'ok' : 'OVER',
])
const widths = columns.map((title, i) =>
  Math.max(title.length, ...lines.map((line) => line[i].length))
)
const format = (cells) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
console.log(format(columns))
for (const line of lines) console.log(format(line))

const over = rows.filter((row) => row.gzip > row.budget)
if (over.length) {
  console.error(
    `bundle budgets exceeded: ${over.map((row) => `${row.name} ${kb(row.gzip)} > ${kb(row.budget)}`).join('; ')}`
  )
  process.exit(1)
}
console.log('bundle budgets met')
