import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { publicHunt } from '#services/hunt/bonus_hunt'
import { publicSlotRequests } from '#services/slot_requests/queue'
import { publicTournament } from '#services/tournament/tournament'
import { publicVaultState } from '#services/vault/vault_state'
import { overlayRaffle } from '#services/raffles/public_raffles'
import { boardView } from '#services/leaderboards/public_board'
import BoardTransformer from '#transformers/board_transformer'
import { overlayOptions, type OverlayBoard } from '#shared/overlays'

/**
 * The OBS overlays (/overlays/*): the same cached public data as the pages, with the options of
 * the query string (a bad one falls back to its default). Guests see them; nothing is written.
 */
export default class OverlaysController {
  async hunt({ inertia, request }: HttpContext) {
    return inertia.render('overlays/hunt', {
      options: overlayOptions(request.qs()),
      hunt: () => publicHunt(),
    })
  }

  /** The open slot requests, top `rows` (most voted first is the hunt page's order: oldest first) */
  async requests({ inertia, request }: HttpContext) {
    return inertia.render('overlays/requests', {
      options: overlayOptions(request.qs()),
      queue: () => publicSlotRequests(),
    })
  }

  async bracket({ inertia, request }: HttpContext) {
    return inertia.render('overlays/bracket', {
      options: overlayOptions(request.qs()),
      tournament: () => publicTournament(),
    })
  }

  async vault({ inertia, request }: HttpContext) {
    return inertia.render('overlays/vault', {
      options: overlayOptions(request.qs()),
      state: async () => {
        const { vault, winners } = await publicVaultState()
        return { vault, winners }
      },
    })
  }

  async raffle({ inertia, request }: HttpContext) {
    return inertia.render('overlays/raffle', {
      options: overlayOptions(request.qs()),
      now: DateTime.utc().toISO()!,
      record: () => overlayRaffle(),
    })
  }

  /** :provider is one of OVERLAY_BOARDS (the route's matcher) */
  async leaderboard({ inertia, request, params }: HttpContext) {
    const provider = params.provider as OverlayBoard
    return inertia.render('overlays/leaderboard', {
      options: overlayOptions(request.qs()),
      now: DateTime.utc().toISO()!,
      board: async () => BoardTransformer.transform(await boardView(provider)),
    })
  }
}
