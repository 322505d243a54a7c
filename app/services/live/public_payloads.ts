import { jsonSerializer } from '#infra/http/json_serializer'
import { publicHunt } from '#services/hunt/bonus_hunt'
import { publicSlotRequests } from '#services/slot_requests/queue'
import { publicHuntStats } from '#services/hunt/hunt_history'
import { openingSlot } from '#services/slots/slot_stats'
import { boardView } from '#services/leaderboards/public_board'
import { publicMilestones } from '#services/milestones/public_milestones'
import { publicProducts } from '#services/shop/product_catalog'
import { publicTournament } from '#services/tournament/tournament'
import { rafflesLivePayload } from '#services/raffles/live_payload'
import { publicVaultState } from '#services/vault/vault_state'
import { upcomingSchedule } from '#services/schedule/schedule_views'
import { publicPredictions } from '#services/predictions/public_predictions'
import { liveStreams } from '#services/stream/stream_status'
import { publicPolls } from '#services/polls/public_polls'
import BoardTransformer from '#transformers/board_transformer'
import { BOARDS } from '#shared/leaderboards'
import type { PublicDomain } from '#shared/live'

/** Every board's public view, by board (the leaderboard page's tabs and the overlays) */
async function publicBoards() {
  const views = await Promise.all(
    BOARDS.map(async (board) => {
      const view = BoardTransformer.transform(await boardView(board))
      return [board, jsonSerializer.serializeWithoutWrapping(view)] as const
    })
  )
  return Object.fromEntries(views)
}

/**
 * The public data of a domain as a live-update message carries it: the page props of the
 * public pages that show the domain, by prop name, built by the very functions (cached public
 * views, transformers) their controllers render. Only public data: what a guest's page holds.
 * A page that needs another shape (the vault overlay's `state`, the leaderboard's one `board`)
 * picks it from these (the raffle page its one `record`). Null: the pages of that domain
 * reload their props themselves (none does now; a failed build is sent as null too).
 */
export async function publicPayload(domain: PublicDomain): Promise<Record<string, unknown> | null> {
  switch (domain) {
    case 'hunt': {
      // the hunt, its public slot-request queue (the hunt page's `requests`) and statistics
      const hunt = await publicHunt()
      const stats = hunt ? await publicHuntStats(hunt.id) : null
      // the slot overlay's bonus being opened, with its catalog slot and record
      const opening = await openingSlot(hunt)
      return { hunt, requests: await publicSlotRequests(), stats, opening }
    }
    case 'vault': {
      const { vault, winners, seedHash, pointsPerDollar } = await publicVaultState()
      return { vault, winners, seedHash, pointsPerDollar }
    }
    case 'store':
      return { products: await publicProducts() }
    case 'milestones':
      return { milestones: await publicMilestones() }
    case 'tournament':
      return { tournament: await publicTournament() }
    case 'boards':
      return { boards: await publicBoards() }
    case 'raffles':
      // the list, and the records of the raffles that can change (compact when big), by id:
      // each raffle page picks its own; only the viewer's tickets are asked for, with jitter
      return rafflesLivePayload()
    case 'predictions':
      // the pool of each outcome; a viewer's own stake is asked for apart (`mine`)
      return { predictions: await publicPredictions() }
    case 'polls':
      // the votes of each option; a viewer's own vote is asked for apart (`mine`)
      return { polls: await publicPolls() }
    case 'schedule':
      // the streams from the moment of the change; the home page shows its next one at reload
      return { schedule: await upcomingSchedule() }
    case 'stream':
      // every page's header: the LIVE badge appears and goes with the stream
      return { liveStreams: await liveStreams() }
    case 'texts':
      // every page's texts: they apply at the next visit (the guest pages' key changed)
      return null
  }
}
