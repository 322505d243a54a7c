import { AuditLogSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { jsonColumn } from '#models/columns'
import User from '#models/user'

export default class AuditLog extends AuditLogSchema {
  @jsonColumn<unknown>()
  declare before: unknown

  @jsonColumn<unknown>()
  declare after: unknown

  @belongsTo(() => User, { foreignKey: 'actorId' })
  declare actor: BelongsTo<typeof User>
}
