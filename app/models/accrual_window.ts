import { AccrualWindowSchema } from '#database/schema'

export default class AccrualWindow extends AccrualWindowSchema {}
