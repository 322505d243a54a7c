import { MilestoneSchema } from '#database/schema'

export default class Milestone extends MilestoneSchema {}
