import { KickEventSchema } from '#database/schema'

export default class KickEvent extends KickEventSchema {}
