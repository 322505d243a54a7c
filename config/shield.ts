import { defineConfig } from '@adonisjs/shield'

const shieldConfig = defineConfig({
  csp: { enabled: false, directives: {}, reportOnly: false },
  /** CSRF guards every state change, the /api routes included (the fetch helper sends X-XSRF-TOKEN) */
  csrf: {
    enabled: true,
    /** webhooks carry their own signature instead of a session */
    exceptRoutes: ['/webhooks/kick'],
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: true, action: 'DENY' },
  hsts: { enabled: true, maxAge: '180 days' },
  contentTypeSniffing: { enabled: true },
})

export default shieldConfig
