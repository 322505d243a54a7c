import { BracketSlotSchema } from '#database/schema'

export default class BracketSlot extends BracketSlotSchema {}
