import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId, timestamps } from '#database/helpers/columns'

/**
 * The stream schedule (/admin/schedule, app/services/schedule/): one row (id 1) holding the
 * streamer's time zone, the weekly streams and the exceptions as JSON text (read and written
 * whole, never queried inside), and a revision that grows with every save (the iCalendar
 * feed's SEQUENCE). A site without the row has an empty schedule in UTC.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('stream_schedules', (table) => {
      table.integer('id').primary()
      table.string('time_zone', 64).notNullable()
      table.text('weekly').notNullable()
      table.text('exceptions').notNullable()
      table.integer('revision').notNullable().defaultTo(0)
      foreignId(table, 'updated_by', 'users.id', { nullable: true, onDelete: 'SET NULL' })
      timestamps(table)
    })
  }

  async down() {
    this.schema.dropTable('stream_schedules')
  }
}
