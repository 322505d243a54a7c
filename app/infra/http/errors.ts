import type { HttpContext } from '@adonisjs/core/http'

/** What a thrown error says about the request, for the exception handler */

/** The HTTP status an error carries; 500 when it carries none */
export function statusOf(error: unknown) {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : 500
}

/**
 * The body parser throws the JSON parser's own error (SyntaxError, or RangeError for JSON
 * nested too deep to scan) with a 400 status and the raw body attached: its message is an
 * internal detail, so the caller gets a plain 400 instead.
 */
export function isUnreadableBody(error: unknown) {
  return (error instanceof SyntaxError || error instanceof RangeError) && statusOf(error) === 400
}

/** A JSON caller: every /api route, and anything that asks for JSON before HTML */
export function wantsJson({ request }: HttpContext) {
  return request.url().startsWith('/api/') || request.accepts(['html', 'json']) === 'json'
}
