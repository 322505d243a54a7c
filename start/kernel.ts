/**
 * HTTP kernel: server-wide and router middleware, and the named middleware routes use.
 */
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'
import env from '#start/env'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  // the pid of the answering web process, for the cluster checks (npm run test:scale) only
  ...(env.get('SERVED_BY_HEADER') ? [() => import('#middleware/served_by_middleware')] : []),
  () => import('#middleware/container_bindings_middleware'),
  // the request's language (ctx.i18n): a guest's choice or browser; silent auth, a user's own
  () => import('#middleware/locale_middleware'),
  () => import('#middleware/security_headers_middleware'),
  // CSP (no nonce: 'self' and the hashes of the layout's inline scripts), HSTS, framing and
  // nosniff on every answer, error pages included; CSRF is the router's same_origin_middleware
  () => import('@adonisjs/shield/shield_middleware'),
  () => import('#middleware/compression_middleware'),
  // a guest's read of a public page, answered from memory when its data has not changed
  () => import('#middleware/public_page_middleware'),
  () => import('@adonisjs/static/static_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
  () => import('#middleware/inertia_middleware'),
])

router.use([
  // a state change from another site is refused before anything is read
  () => import('#middleware/same_origin_middleware'),
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/refuse_multipart_middleware'),
  // no session cookie for a session that holds nothing (a guest carries nothing)
  () => import('#middleware/guest_session_middleware'),
  // @adonisjs/session's, and a guest's page while the session store is unreachable
  () => import('#middleware/session_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/silent_auth_middleware'),
  // a signed-in visitor's public data is at least what they wrote or saw (any process)
  () => import('#middleware/seen_generations_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
])

export const middleware = router.named({
  auth: () => import('#middleware/auth_middleware'),
  /** The staff gate of the admin groups (any staff role, two-factor where required) */
  admin: () => import('#middleware/admin_middleware'),
  /** The ability an admin page or route needs (app/abilities/matrix.ts): `middleware.can('manageHunt')` */
  can: () => import('#middleware/can_middleware'),
  /** A dangerous action: the password or a two-factor code in the last 15 minutes */
  confirmed: () => import('#middleware/confirmed_middleware'),
  /** Parses an upload's multipart body; the last middleware of an upload route */
  multipart: () => import('#middleware/multipart_middleware'),
  /** Framable by the site's own pages (the admin's overlay previews) */
  framable: () => import('#middleware/framable_middleware'),
})
