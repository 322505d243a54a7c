import { BonusHuntSchema } from '#database/schema'
import { hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { numberColumn } from '#models/columns'
import HuntSlot from '#models/hunt_slot'

export default class BonusHunt extends BonusHuntSchema {
  declare status: 'live' | 'finished'

  @numberColumn()
  declare startingBalance: number

  @hasMany(() => HuntSlot)
  declare slots: HasMany<typeof HuntSlot>
}
