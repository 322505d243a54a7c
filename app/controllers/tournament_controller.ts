import type { HttpContext } from '@adonisjs/core/http'
import { publicTournament } from '#services/tournament/tournament'
import { tournamentList, tournamentRecord } from '#services/tournament/public_tournaments'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { VIEWER_TOURNAMENT_MESSAGES } from '#shared/tournament_draw'
import { publicPage } from '#http_cache/public_pages'
import { drawsBeaconBacked, vaultBeacon } from '#config/vault'
import { pinnedChain } from '#services/vault/beacon'

export const tournamentPage = publicPage(['tournament'])

async function recordOrFail(id: number) {
  const record = await tournamentRecord(id)
  if (!record)
    throw new ActionRefusedException(ERROR_CODES.notFound, VIEWER_TOURNAMENT_MESSAGES.notFound)
  return record
}

/**
 * /tournament (the bracket being played, the sign-ups open and the past tournaments),
 * /tournament/:id (one tournament with its seeding's check) and its public record
 */
export default class TournamentController {
  async show({ inertia }: HttpContext) {
    return inertia.render('tournament', {
      tournament: await publicTournament(),
      tournaments: await tournamentList(),
    })
  }

  async showOne({ inertia, params }: HttpContext) {
    const record = await recordOrFail(Number(params.id))
    const beacon = record.seeding?.beacon
    return inertia.render('tournament_record', {
      record,
      beaconUrl:
        beacon && beacon.chain_hash === vaultBeacon()?.chainHash ? vaultBeacon()!.url : null,
      beaconVerified: drawsBeaconBacked(),
      pinnedChain: await pinnedChain(),
    })
  }

  /** GET /api/tournaments/:id: the record anyone can recompute the seeding from */
  async record({ params }: HttpContext) {
    return recordOrFail(Number(params.id))
  }
}
