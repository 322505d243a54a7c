import { StreamStatusSchema } from '#database/schema'

export default class StreamStatus extends StreamStatusSchema {}
