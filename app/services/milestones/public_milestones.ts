import Milestone from '#models/milestone'
import { cachedPublic } from '#infra/live/public_cache'
import { jsonSerializer } from '#infra/http/json_serializer'
import MilestoneTransformer from '#transformers/milestone_transformer'

/**
 * The milestones as the page receives them (lowest wager first). They ship with the product
 * content and no route edits them; claims are each user's own and are not part of this.
 */
export function publicMilestones() {
  return cachedPublic('milestones', 'all', async () => {
    const milestones = await Milestone.query().orderBy('wager_required', 'asc')
    return jsonSerializer.serializeWithoutWrapping(MilestoneTransformer.transform(milestones))
  })
}
