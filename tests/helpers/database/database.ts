import db from '@adonisjs/lucid/services/db'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import limiter from '@adonisjs/limiter/services/main'
import { insertProductContent } from '#database/product_content'
import { seedDemoSite } from '#database/demo/seed_demo_site'
import { clearPublicCache } from '#infra/live/public_cache'
import { withEnv } from '#tests/helpers/processes/env'

/**
 * Brings the database back to its freshly migrated state between tests: every application
 * table emptied (the schema stays), the product content the migrations ship put back, and
 * the public data cache and the rate limits cleared (ids start again from 1, so a later test's user would otherwise
 * inherit an earlier one's request count). Order does not matter: foreign keys are switched off for the duration on SQLite and cascaded on PostgreSQL.
 */
export async function resetDatabase() {
  await limiter.clear()
  await clearPublicCache()
  const client = db.connection()
  const allTables = await client.getAllTables(client.dialect.name === 'postgres' ? ['public'] : undefined)
  const tables = allTables.filter((t) => !['adonis_schema', 'adonis_schema_versions'].includes(t))
  if (client.dialect.name === 'postgres') {
    await client.rawQuery(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`)
  } else {
    await client.rawQuery('PRAGMA foreign_keys = OFF')
    for (const table of tables) await client.from(table).delete()
    await client.rawQuery('DELETE FROM sqlite_sequence').catch(() => {})
    await client.rawQuery('PRAGMA foreign_keys = ON')
  }
  await insertProductContent(client)
}

/** A fresh database with the demo site on it (what most page and browser tests start from) */
export async function resetToDemoSite() {
  await resetDatabase()
  await seedDemoSite()
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
