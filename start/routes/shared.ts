/**
 * Not an area: what several route files use. Preloaded through them (adonisrc.ts lists the
 * area files only).
 */
import { middleware } from '#start/kernel'
import { ROW_ID } from '#shared/ids'

/**
 * Multipart bodies are read only by routes that use one of these, after the route's session,
 * CSRF, authentication and admin checks. The limit caps the whole request: an image is at most
 * 5 MB, a wager CSV at most 2 MB, plus the form's text fields.
 */
export const imageUpload = middleware.multipart({ limit: '6mb' })
export const csvUpload = middleware.multipart({ limit: '3mb' })

/** An :id path parameter: a row id (anything else matches no route, 404), cast to a number */
export const rowId = { match: ROW_ID, cast: (id: string) => Number(id) }
