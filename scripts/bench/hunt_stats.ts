/**
 * `npm run bench:hunt-stats`: the slot statistics page's work on SQLite with 1,000 finished
 * hunts and 20,000 bonuses over 200 catalog slots (docs/performance.md, "Hunt and slot
 * statistics"). On a scratch database (BENCH_SQLITE_PATH, default a temp file, deleted
 * afterwards): migrates, fills, then times what /slots, /slots/:slug and /bonus-hunt/history
 * compute on a cache miss (the services themselves, the public cache bypassed), 30 runs each
 * after 3 warm-ups, and prints the median and the 95th percentile. Not part of the test suite.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

const scratch = mkdtempSync(join(tmpdir(), 'neon-bench-stats-'))
process.env.DB_CONNECTION = 'sqlite'
process.env.SQLITE_PATH = process.env.BENCH_SQLITE_PATH ?? join(scratch, 'bench.sqlite3')
process.env.NODE_ENV ??= 'development'

const { createIgnitor } = await import('../../bin/ignitor.js')
const app = createIgnitor().createApp('console')
await app.init()
await app.boot()
await app.start(async () => {})

const ace = await app.container.make('ace')
await ace.exec('migration:run', ['--force'])
const db = await import('@adonisjs/lucid/services/db').then((r) => r.default)
const { slotMatchKey, slotSlug } = await import('#shared/slot_catalog')
const { statsOfHunts } = await import('#services/hunt/hunt_stats')
const stats = await import('#services/slots/slot_stats')

const HUNTS = 1_000
const BONUSES = 20_000
const SLOTS = 200
const now = new Date()
const stamp = (minutesAgo: number) =>
  new Date(now.getTime() - minutesAgo * 60_000).toISOString().replace('T', ' ').slice(0, 19)

await db.transaction(async (trx) => {
  for (let i = 0; i < SLOTS; i++) {
    const name = `Bench Slot ${i + 1}`
    await trx.table('catalog_slots').insert({
      name,
      slug: slotSlug(name),
      match_key: slotMatchKey(name),
      provider: `Provider ${i % 12}`,
      created_at: stamp(0),
    })
  }
  const rows = []
  for (let h = 1; h <= HUNTS; h++) {
    await trx.table('bonus_hunts').insert({
      title: `Hunt ${h}`,
      starting_balance: 1_000,
      status: 'finished',
      finished_at: stamp((HUNTS - h) * 60),
      created_at: stamp((HUNTS - h) * 60 + 120),
    })
    for (let p = 1; p <= BONUSES / HUNTS; p++) {
      const slot = ((h * 7 + p * 13) % SLOTS) + 1
      rows.push({
        bonus_hunt_id: h,
        position: p,
        slot_name: `Bench Slot ${slot}`,
        name_key: slotMatchKey(`Bench Slot ${slot}`),
        catalog_slot_id: slot,
        bet_size: 1 + (p % 5),
        amount: ((h * p) % 97) * 1.5,
        created_at: stamp(0),
      })
    }
  }
  for (let i = 0; i < rows.length; i += 500)
    await trx.table('hunt_slots').multiInsert(rows.slice(i, i + 500))
})

const cache = await import('@adonisjs/cache/services/main').then((r) => r.default)
async function time(label: string, work: () => Promise<unknown>) {
  const runs: number[] = []
  for (let i = 0; i < 33; i++) {
    await cache.clear()
    const start = performance.now()
    await work()
    if (i >= 3) runs.push(performance.now() - start)
  }
  runs.sort((a, b) => a - b)
  const median = runs[Math.floor(runs.length / 2)]
  const p95 = runs[Math.floor(runs.length * 0.95)]
  console.log(`${label.padEnd(44)} median ${median.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms`)
}

console.log(
  `SQLite, ${HUNTS} hunts, ${BONUSES} bonuses, ${SLOTS} catalog slots (cache cleared each run)`
)
await time('/slots (page 1, most played)', () => stats.slotStatsPage(1, 'played'))
await time('/slots?sort=best', () => stats.slotStatsPage(1, 'best'))
await time('/slots/:slug', () => stats.slotPage('bench-slot-1'))
await time('/bonus-hunt/history stats (20 hunts)', () =>
  statsOfHunts(Array.from({ length: 20 }, (_, i) => HUNTS - i))
)
await app.terminate()
rmSync(scratch, { recursive: true, force: true })
