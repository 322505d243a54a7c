import { createTables } from '#database/helpers/create_tables'
import { foreignId, timestamps } from '#database/helpers/columns'

export default createTables({
  products: (table) => {
    table.increments('id').notNullable()
    table.string('name', 120).notNullable()
    table.text('description').notNullable()
    table.string('image').nullable()
    table.integer('price').notNullable()
    table.integer('stock').notNullable().defaultTo(0)
    /** stock at creation plus restocks: stock + sold == initial_stock + restocked */
    table.integer('initial_stock').notNullable().defaultTo(0)
    table.integer('restocked').notNullable().defaultTo(0)
    table.timestamp('deleted_at').nullable()
    timestamps(table)
    table.check('stock >= 0', [], 'products_stock_non_negative')
    table.check('price >= 0', [], 'products_price_non_negative')
  },

  purchases: (table) => {
    table.increments('id').notNullable()
    foreignId(table, 'user_id', 'users.id', { onDelete: 'RESTRICT' })
    foreignId(table, 'product_id', 'products.id', { nullable: true, onDelete: 'SET NULL' })
    /** The product as sold: a later edit or delete of the product changes nothing here */
    table.string('product_name', 120).notNullable()
    table.string('product_image').nullable()
    table.integer('price').notNullable()
    table.string('status', 16).notNullable().defaultTo('')
    table.string('idempotency_key', 64).nullable()
    timestamps(table)
    table.unique(['user_id', 'idempotency_key'])
    table.index(['status', 'created_at'])
    table.check('price >= 0', [], 'purchases_price_non_negative')
  },
})
