import { StreamStatusSchema } from '#database/schema'
import { booleanColumn } from '#models/columns'

export default class StreamStatus extends StreamStatusSchema {
  @booleanColumn()
  declare live: boolean
}
