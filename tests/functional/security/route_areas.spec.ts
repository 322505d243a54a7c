import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'

/**
 * adonisrc.ts preloads the route files of start/routes/ together, so the areas register their
 * routes in no fixed order, and the router answers a URL with the first route that matches it.
 * So no URL may be matched by routes of two areas. Routes that can match the same URL (the same
 * method, their static segments agreeing) are listed here, each pair in one area file, where
 * the order of its lines decides.
 */
const OVERLAPS_WITHIN_ONE_FILE = [
  // public_pages.ts: :id takes row ids only, so /history/entries is the entries of 'history'
  'GET leaderboards.history.show | leaderboards.public.entries',
  // public_pages.ts: :id takes row ids only, so /bonus-hunt/history is the history
  'GET bonus_hunt.finished | bonus_hunt.history',
  // admin_api.ts
  'PUT admin_api.leaderboards.settings | admin_api.leaderboards.source.update',
]

type Token = { type: number; val: string }
const STATIC = 0
const WILDCARD = 2

/** Whether one URL can match both token lists (param matchers left aside: the stricter view) */
function canMatchOneUrl(a: Token[], b: Token[]) {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  if (short.length !== long.length && short.at(-1)?.type !== WILDCARD) return false
  return short.every((token, i) => token.type !== STATIC || long[i].type !== STATIC || token.val === long[i].val)
}

test.group('Route areas', () => {
  test('no URL is matched by routes of two areas', ({ assert }) => {
    const routes = Object.values(router.toJSON()).flat()
    const overlaps: string[] = []
    routes.forEach((route, i) => {
      for (const other of routes.slice(i + 1)) {
        const methods = route.methods.filter((m) => m !== 'HEAD' && other.methods.includes(m))
        if (methods.length === 0 || !canMatchOneUrl(route.tokens, other.tokens)) continue
        const names = [route.name ?? route.pattern, other.name ?? other.pattern].sort()
        overlaps.push(`${methods.join(',')} ${names.join(' | ')}`)
      }
    })
    assert.sameMembers(overlaps, OVERLAPS_WITHIN_ONE_FILE)
  })
})
