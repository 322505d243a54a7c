/**
 * The point economy: milestone claims, purchases, vault contributions, hunt guesses, slot
 * requests, prediction stakes, poll votes
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttle } from '#start/limiter'
import { controllers } from '#generated/controllers'
import { rowId } from '#start/routes/shared'

router
  .group(() => {
    router
      .post('/api/milestones/:id/claim', [controllers.api.MilestoneClaims, 'store'])
      .where('id', rowId)
      .as('milestones.claim')
    router
      .post('/api/raffles/:id/enter', [controllers.api.RaffleEntries, 'store'])
      .where('id', rowId)
      .as('raffles.enter')
    router
      .post('/api/tournaments/:id/join', [controllers.api.TournamentEntries, 'store'])
      .where('id', rowId)
      .as('tournaments.join')
    router
      .group(() => {
        router.post('/products/purchase/:id', [controllers.api.Purchases, 'store']).as('purchase')
        router.post('/vault/add', [controllers.api.VaultContributions, 'store']).as('vault_add')
        router.post('/bonus-hunt/guess', [controllers.api.HuntGuesses, 'store']).as('hunt_guess')
        router.post('/slot-requests', [controllers.api.SlotRequests, 'store']).as('slot_request')
        router
          .post('/predictions/:id/stake', [controllers.api.PredictionStakes, 'store'])
          .where('id', rowId)
          .as('prediction_stake')
        router
          .post('/polls/:id/vote', [controllers.api.PollVotes, 'store'])
          .where('id', rowId)
          .as('poll_vote')
      })
      .prefix('/api')
      .as('economy')
  })
  .use([middleware.auth(), throttle.write])
