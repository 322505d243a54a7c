import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { publicHunt } from '#services/hunt/bonus_hunt'
import { publicSlotRequests } from '#services/slot_requests/queue'
import { publicHuntStats } from '#services/hunt/hunt_history'
import { openingSlot } from '#services/slots/slot_stats'
import { publicTournament } from '#services/tournament/tournament'
import { publicVaultState } from '#services/vault/vault_state'
import { overlayRaffle } from '#services/raffles/public_raffles'
import { publicPredictions } from '#services/predictions/public_predictions'
import { publicPolls } from '#services/polls/public_polls'
import { boardView } from '#services/leaderboards/public_board'
import BoardTransformer from '#transformers/board_transformer'
import { overlayOptions, type OverlayBoard } from '#shared/overlays'
import { isLocale } from '#shared/locales'

/**
 * The OBS overlays (/overlays/*): the same cached public data as the pages, with the options of
 * the query string (a bad one falls back to its default). Guests see them; nothing is written.
 * `?lang=` (en, es, pt-BR, de) sets an overlay's language whatever the browser's or the
 * account's: a streaming tool's browser source has no language menu. Any other value is
 * ignored (the request's language, app/infra/i18n/request_locale.ts).
 */
export default class OverlaysController {
  async hunt({ inertia, request, i18n }: HttpContext) {
    speak(request, i18n)
    return inertia.render('overlays/hunt', {
      options: overlayOptions(request.qs()),
      hunt: () => publicHunt(),
    })
  }

  /** The hunt's statistics (computed by the database) */
  async huntStats({ inertia, request, i18n }: HttpContext) {
    speak(request, i18n)
    return inertia.render('overlays/hunt_stats', {
      options: overlayOptions(request.qs()),
      hunt: () => publicHunt(),
      stats: async () => {
        const hunt = await publicHunt()
        return hunt ? publicHuntStats(hunt.id) : null
      },
    })
  }

  /** The bonus being opened, with its catalog image and the slot's record */
  async slot({ inertia, request, i18n }: HttpContext) {
    speak(request, i18n)
    return inertia.render('overlays/slot', {
      options: overlayOptions(request.qs()),
      opening: async () => openingSlot(await publicHunt()),
    })
  }

  /** The open slot requests, top `rows` (most voted first is the hunt page's order: oldest first) */
  async requests({ inertia, request, i18n }: HttpContext) {
    speak(request, i18n)
    return inertia.render('overlays/requests', {
      options: overlayOptions(request.qs()),
      queue: () => publicSlotRequests(),
    })
  }

  async bracket({ inertia, request, i18n }: HttpContext) {
    speak(request, i18n)
    return inertia.render('overlays/bracket', {
      options: overlayOptions(request.qs()),
      tournament: () => publicTournament(),
    })
  }

  async vault({ inertia, request, i18n }: HttpContext) {
    speak(request, i18n)
    return inertia.render('overlays/vault', {
      options: overlayOptions(request.qs()),
      state: async () => {
        const { vault, winners } = await publicVaultState()
        return { vault, winners }
      },
    })
  }

  async raffle({ inertia, request, i18n }: HttpContext) {
    speak(request, i18n)
    return inertia.render('overlays/raffle', {
      options: overlayOptions(request.qs()),
      now: DateTime.utc().toISO()!,
      record: () => overlayRaffle(),
    })
  }

  /** The newest open prediction (else the last settled one): outcomes and pool, live */
  async prediction({ inertia, request, i18n }: HttpContext) {
    speak(request, i18n)
    return inertia.render('overlays/prediction', {
      options: overlayOptions(request.qs()),
      now: DateTime.utc().toISO()!,
      predictions: () => publicPredictions(),
    })
  }

  /** The open poll (else the last closed one): its options and votes, live */
  async poll({ inertia, request, i18n }: HttpContext) {
    speak(request, i18n)
    return inertia.render('overlays/poll', {
      options: overlayOptions(request.qs()),
      now: DateTime.utc().toISO()!,
      polls: () => publicPolls(),
    })
  }

  /** :provider is one of OVERLAY_BOARDS (the route's matcher) */
  async leaderboard({ inertia, request, params, i18n }: HttpContext) {
    speak(request, i18n)
    const provider = params.provider as OverlayBoard
    return inertia.render('overlays/leaderboard', {
      options: overlayOptions(request.qs()),
      now: DateTime.utc().toISO()!,
      board: async () => BoardTransformer.transform(await boardView(provider)),
    })
  }
}

/** The overlay's ?lang= when the site speaks it (the `locale` prop and <html lang> follow ctx.i18n) */
function speak(request: HttpContext['request'], i18n: HttpContext['i18n']) {
  const lang = request.qs().lang
  if (isLocale(lang)) i18n.switchLocale(lang)
}
