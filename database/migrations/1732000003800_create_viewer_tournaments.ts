import { BaseSchema } from '@adonisjs/lucid/schema'
import type { Knex } from 'knex'
import { foreignId, textEnum } from '#database/helpers/columns'
import { FIRST_LEDGER_REASONS, swapLedgerReasons } from '#database/helpers/ledger_reasons'

// after 1732000003410_add_point_reason_hunt
const BEFORE = [...FIRST_LEDGER_REASONS, 'raffle', 'slot_request', 'kick_reward', 'import', 'hunt']
const AFTER = [...BEFORE, 'tournament']

/** The slots of a bracket of up to 64 players: 2 × 64 − 1 */
const MAX_SLOT = 127

function slotColumns(table: Knex.CreateTableBuilder, name: string, maxSlot: number) {
  table.increments('id').notNullable()
  foreignId(table, 'tournament_id', 'tournaments.id', { onDelete: 'CASCADE' })
  table.integer('slot').notNullable()
  table.string('username', 64).nullable()
  table.string('slot_name', 120).nullable()
  /** null undecided, true won, false lost (or a bye) */
  table.boolean('winner').nullable()
  table.unique(['tournament_id', 'slot'], { indexName: `${name}_tournament_slot_unique` })
  table.check(`slot BETWEEN 1 AND ${maxSlot}`, [], `${name}_slot_range`)
}

/**
 * Viewer tournaments (docs/product.md#tournament): a tournament of 4 to 64 players who sign up
 * (site or chat keyword), seeded at the close by a beacon draw like a raffle's (seed committed
 * at creation, entries frozen and hashed at the close), each match a slot battle, the
 * champion's points prize paid through the ledger (reason `tournament`).
 *
 * The 8-player bracket is carried over: every existing tournament becomes one entered by hand
 * (`by_hand`), bracket size 8, running or finished as its slots say, its eight prelim names its
 * entries; bracket_slots is rebuilt (SQLite cannot change a check) for slots 1-127 with each
 * player's user, bet and payout, every row copied as it was. No transaction around it: the
 * ledger reasons swap manages its own (database/helpers/ledger_reasons.ts).
 */
export default class extends BaseSchema {
  static disableTransactions = true

  async up() {
    await this.withoutForeignKeys(() => this.upInTransaction())
    await swapLedgerReasons(this.db, BEFORE, AFTER)
  }

  /**
   * SQLite rebuilds a table to add a foreign key (tournaments.champion_user_id) and to rebuild
   * bracket_slots: with foreign keys on, dropping the old tournaments table would cascade to
   * every bracket slot. Off around the work (the pragma does nothing inside a transaction), then
   * a foreign key check, as database/helpers/ledger_reasons.ts does.
   */
  private async withoutForeignKeys(work: () => Promise<void>) {
    if (this.db.dialect.name === 'postgres') return work()
    await this.db.rawQuery('PRAGMA foreign_keys = OFF')
    try {
      await work()
      const broken = await this.db.rawQuery('PRAGMA foreign_key_check')
      if ((broken as unknown[]).length > 0) throw new Error('foreign keys broken by the rebuild')
    } finally {
      await this.db.rawQuery('PRAGMA foreign_keys = ON')
    }
  }

  private async upInTransaction() {
    await this.db.transaction(async (trx) => {
      await trx.schema.alterTable('tournaments', (table) => {
        textEnum(table, 'status', ['signup', 'closed', 'running', 'finished', 'cancelled'], {
          enumName: 'tournament_status',
          defaultTo: 'running',
        })
        /** the 8-player bracket whose names an admin typed (no sign-up, no draw) */
        table.boolean('by_hand').notNullable().defaultTo(false)
        table.integer('max_players').notNullable().defaultTo(8)
        /** a power of two set by the seeding (null before) */
        table.integer('bracket_size').nullable()
        table.string('keyword', 40).nullable()
        /** points paid to the champion through the ledger; null: none */
        table.integer('prize_points').nullable()
        table.string('seed', 64).nullable()
        table.string('seed_hash', 64).nullable()
        table.timestamp('closed_at').nullable()
        table.text('canonical').nullable()
        table.text('canonical_names').nullable()
        table.text('canonical_user_ids').nullable()
        table.string('entries_sha256', 64).nullable()
        table.string('beacon_chain_hash', 64).nullable()
        table.bigInteger('beacon_round').nullable()
        table.string('beacon_randomness', 64).nullable()
        table.string('beacon_signature', 256).nullable()
        /** the seeding as drawn: JSON [{ username, ticket }, ...], seed 1 first */
        table.text('seeding').nullable()
        table.timestamp('seeded_at').nullable()
        table.timestamp('finished_at').nullable()
        foreignId(table, 'champion_user_id', 'users.id', { nullable: true, onDelete: 'SET NULL' })
        table.timestamp('prize_paid_at').nullable()
      })
      await trx.schema.createTable('tournament_entries', (table) => {
        table.increments('id').notNullable()
        foreignId(table, 'tournament_id', 'tournaments.id', { onDelete: 'CASCADE' })
        foreignId(table, 'user_id', 'users.id', { nullable: true, onDelete: 'SET NULL' })
        table.string('username', 64).notNullable()
        textEnum(table, 'via', ['site', 'chat', 'admin'], { enumName: 'tournament_entry_via' })
        table.timestamp('created_at').notNullable()
        table.unique(['tournament_id', 'user_id'])
      })
      await trx.schema.createTable('bracket_slots_new', (table) => {
        slotColumns(table, 'bracket_slots', MAX_SLOT)
        foreignId(table, 'user_id', 'users.id', { nullable: true, onDelete: 'SET NULL' })
        table.decimal('bet', 14, 2).nullable()
        table.decimal('payout', 14, 2).nullable()
      })
      await trx.rawQuery(
        'INSERT INTO bracket_slots_new (id, tournament_id, slot, username, slot_name, winner) SELECT id, tournament_id, slot, username, slot_name, winner FROM bracket_slots'
      )
      await trx.schema.dropTable('bracket_slots')
      await trx.schema.renameTable('bracket_slots_new', 'bracket_slots')
      if (trx.dialect.name === 'postgres') {
        await trx.rawQuery(
          "SELECT setval(pg_get_serial_sequence('bracket_slots', 'id'), COALESCE((SELECT MAX(id) FROM bracket_slots), 0) + 1, false)"
        )
      }
      await carryOver(trx)
    })
  }

  /** Back to 8-player brackets: viewer tournaments and the ledger rows' reason go (kept as admin) */
  async down() {
    await this.db
      .from('point_transactions')
      .where('reason', 'tournament')
      .update({ reason: 'admin' })
    await swapLedgerReasons(this.db, AFTER, BEFORE)
    await this.withoutForeignKeys(() => this.downInTransaction())
  }

  private async downInTransaction() {
    await this.db.transaction(async (trx) => {
      await trx.from('tournaments').where('by_hand', false).delete()
      await trx.schema.createTable('bracket_slots_old', (table) =>
        slotColumns(table, 'bracket_slots_v1', 15)
      )
      await trx.rawQuery(
        'INSERT INTO bracket_slots_old (id, tournament_id, slot, username, slot_name, winner) SELECT id, tournament_id, slot, username, slot_name, winner FROM bracket_slots WHERE slot <= 15'
      )
      await trx.schema.dropTable('bracket_slots')
      await trx.schema.renameTable('bracket_slots_old', 'bracket_slots')
      await trx.schema.dropTable('tournament_entries')
      await trx.schema.alterTable('tournaments', (table) => {
        table.dropForeign(['champion_user_id'])
        for (const column of [
          'status',
          'by_hand',
          'max_players',
          'bracket_size',
          'keyword',
          'prize_points',
          'seed',
          'seed_hash',
          'closed_at',
          'canonical',
          'canonical_names',
          'canonical_user_ids',
          'entries_sha256',
          'beacon_chain_hash',
          'beacon_round',
          'beacon_randomness',
          'beacon_signature',
          'seeding',
          'seeded_at',
          'finished_at',
          'champion_user_id',
          'prize_paid_at',
        ])
          table.dropColumn(column)
      })
    })
  }
}

/**
 * Every existing tournament as one entered by hand: size 8, finished once both finalists have a
 * result, its prelim names as entries (their accounts where a user has that name)
 */
async function carryOver(trx: Knex.Transaction | any) {
  const tournaments = await trx.from('tournaments').select('id', 'created_at')
  for (const tournament of tournaments) {
    const slots = await trx
      .from('bracket_slots')
      .where('tournament_id', tournament.id)
      .select('slot', 'username', 'winner')
    const finals = slots.filter((s: any) => s.slot === 13 || s.slot === 14)
    const finished = finals.length === 2 && finals.every((s: any) => s.winner !== null)
    await trx
      .from('tournaments')
      .where('id', tournament.id)
      .update({
        by_hand: true,
        bracket_size: 8,
        max_players: 8,
        status: finished ? 'finished' : 'running',
      })
    const prelims = slots
      .filter((s: any) => s.slot <= 8 && s.username)
      .sort((a: any, b: any) => a.slot - b.slot)
    for (const prelim of prelims) {
      await trx.insertQuery().table('tournament_entries').insert({
        tournament_id: tournament.id,
        user_id: null,
        username: prelim.username,
        via: 'admin',
        created_at: tournament.created_at,
      })
    }
  }
}
