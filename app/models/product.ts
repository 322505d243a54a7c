import { ProductSchema } from '#database/schema'
import { hasMany, scope } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import Purchase from '#models/purchase'

export default class Product extends ProductSchema {
  @hasMany(() => Purchase)
  declare purchases: HasMany<typeof Purchase>

  /** Deleted products stay in the table (past purchases point at them) but leave the shop */
  static listed = scope((query) => {
    query.whereNull('deleted_at')
  })
}
