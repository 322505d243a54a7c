import { HuntSlotSchema } from '#database/schema'

export default class HuntSlot extends HuntSlotSchema {}
