import db from '@adonisjs/lucid/services/db'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import limiter from '@adonisjs/limiter/services/main'
import { insertProductContent } from '#database/product_content'
import { seedDemoSite } from '#database/demo/seed_demo_site'
import { clearPublicCache } from '#infra/live/public_cache'
import { clearKeptPages } from '#http_cache/public_pages'
import { clearLastGoodPages } from '#http_cache/stale_pages'
import { withEnv } from '#tests/helpers/processes/env'
import { applicationTables, emptyPostgresTables, emptySqliteTables } from '#tests/helpers/database/tables'
import { restoreSnapshot, takeSnapshot, type Snapshot } from '#tests/helpers/database/snapshot'

/**
 * Brings the database back to its freshly migrated state between tests: every application
 * table emptied (the schema stays; tests/helpers/database/tables.ts), the product content the
 * migrations ship put back, and the public data cache and the rate limits cleared (ids start
 * again from 1, so a later test's user would otherwise inherit an earlier one's request count).
 */
export async function resetDatabase() {
  await clearCaches()
  const client = db.connection()
  const tables = await applicationTables(client)
  if (client.dialect.name === 'postgres') {
    await db.transaction(async (trx) => {
      await emptyPostgresTables(trx, tables)
      await insertProductContent(trx)
    })
  } else {
    await emptySqliteTables(client, tables)
    await insertProductContent(client)
  }
}

async function clearCaches() {
  await limiter.clear()
  await clearPublicCache()
  clearKeptPages()
  clearLastGoodPages()
}

/**
 * The demo site as seedDemoSite wrote it, kept to be put back (tests/helpers/database/snapshot.ts)
 * while it is fresh: its times are relative to when it was seeded (the vault opened four days
 * ago, the leaderboards of this month), so it is seeded again once it is a minute old or the
 * day has changed. database/demo/seed_demo_site.ts itself is tested in
 * tests/functional/database/seed.spec.ts.
 */
const DEMO_SNAPSHOT_MAX_AGE_MS = 60_000
let demoSnapshot: { snapshot: Snapshot; takenAt: number; day: string; dialect: string } | undefined

/** A fresh database with the demo site on it (what most page and browser tests start from) */
export async function resetToDemoSite() {
  const dialect = db.connection().dialect.name
  const day = new Date().toISOString().slice(0, 10)
  const kept = demoSnapshot
  if (kept && kept.dialect === dialect && kept.day === day && Date.now() - kept.takenAt < DEMO_SNAPSHOT_MAX_AGE_MS) {
    await clearCaches()
    await restoreSnapshot(kept.snapshot)
    return
  }
  await resetDatabase()
  await seedDemoSite()
  demoSnapshot = { snapshot: await takeSnapshot(), takenAt: Date.now(), day, dialect }
}

/** The demo site without any row of one model (for tests that build their own hunt or tournament) */
export async function resetToDemoSiteWithout(model: LucidModel) {
  await resetToDemoSite()
  await model.query().delete()
}

/** The partners' referral links, as an operator configures them */
const REFERRAL_LINKS = {
  REFERRAL_URL_CELSIUS: 'https://celsius.partner.test/r/NEON',
  REFERRAL_URL_XFUN: 'https://xfun.partner.test/r/NEON',
}

/**
 * The demo site on a fresh database, with the partners' referral links configured until the
 * returned function puts the environment back (a group.each.setup cleanup)
 */
export async function resetToDemoSiteWithReferrals() {
  await resetToDemoSite()
  return withEnv(REFERRAL_LINKS)
}
