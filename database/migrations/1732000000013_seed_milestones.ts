import { BaseSchema } from '@adonisjs/lucid/schema'
import { MILESTONES } from '#shared/milestones'
import { insertProductContent } from '#database/product_content'

/** The wager milestones are product content: every migrated database has them */
export default class extends BaseSchema {
  async up() {
    this.defer((db) => insertProductContent(db))
  }

  async down() {
    this.defer(async (db) => {
      await db
        .from('milestones')
        .whereIn(
          'wager_required',
          MILESTONES.map((m) => m.wagerRequired)
        )
        .delete()
    })
  }
}
