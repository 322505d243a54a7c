import type Milestone from '#models/milestone'
import { BaseTransformer } from '@adonisjs/core/transformers'

export default class MilestoneTransformer extends BaseTransformer<Milestone> {
  toObject() {
    return {
      id: this.resource.id,
      prize: this.resource.prize,
      wagerRequired: this.resource.wagerRequired,
    }
  }
}
