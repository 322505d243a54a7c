import { PurchaseSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Product from '#models/product'

/** '' is shown as 'In Review'; an admin marks 'Sent' or 'Refunded' */
export type PurchaseStatus = '' | 'Sent' | 'Refunded'

export default class Purchase extends PurchaseSchema {
  declare status: PurchaseStatus

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>
}
