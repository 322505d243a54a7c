import vine from '@vinejs/vine'
import { CatalogMessages } from '#infra/i18n/catalog_messages'
import type { FieldContext } from '@vinejs/vine/types'
import {
  CONNECTOR_MESSAGES as M,
  CONNECTOR_MODES,
  isCredentialHeader,
  sampleConnectorUrl,
} from '#shared/leaderboard_connectors'

/** Field names separated by dots (letters, digits, _ and -), or empty */
const DOT_PATH = /^$|^[\w-]+(\.[\w-]+)*$/
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/

/**
 * An http(s) URL once its placeholders are filled in (sample values; the real ones are
 * percent-encoded the same way, so they cannot change the scheme or the host)
 */
const httpUrlTemplate = vine.createRule((value: unknown, _o: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const sample = sampleConnectorUrl(value)
  let ok = false
  try {
    const url = new URL(sample)
    ok = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {}
  if (!ok) field.report(M.badUrl, 'httpUrl', field)
})

const headersRule = vine.createRule((value: unknown, _o: undefined, field: FieldContext) => {
  if (value === null || value === undefined) return
  const entries = typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : null
  const ok =
    entries !== null &&
    entries.length <= 20 &&
    entries.every(
      ([name, text]) =>
        HEADER_NAME.test(name) &&
        typeof text === 'string' &&
        text.length <= 2000 &&
        !/[\r\n]/.test(text)
    )
  if (!ok) return field.report(M.badHeaders, 'headers', field)
  // a credential typed in clear in a header would be stored and shown as typed
  const clear = entries.find(
    ([name, text]) => isCredentialHeader(name) && text.trim() !== '' && !text.includes('{secret}')
  )
  if (clear) field.report(M.clearCredential, 'clearCredential', field, { header: clear[0] })
})

const dotPath = () => vine.string().trim().maxLength(200).regex(DOT_PATH)

/** The connector of PUT /api/leaderboards/{provider}/source and of the test route */
const connectorSchema = vine.object({
  mode: vine.enum(CONNECTOR_MODES),
  url: vine.string().trim().maxLength(2000).use(httpUrlTemplate()),
  headers: vine.any().use(headersRule()).optional(),
  secret: vine.string().maxLength(2000).nullable().optional(),
  // (the body parser turns an empty field into null: an empty list path means the body)
  list_path: dotPath()
    .nullable()
    .optional()
    .transform((value) => value ?? ''),
  username_field: dotPath().minLength(1),
  wager_field: dotPath().minLength(1),
  wager_scale: vine.number().positive().max(1_000_000),
  avatar_field: dotPath().nullable().optional(),
  bucket: vine
    .string()
    .trim()
    .maxLength(64)
    .regex(/^[\w-]+$/)
    .nullable()
    .optional()
    .requiredWhen('mode', '=', 'buckets'),
})

const messages = new CatalogMessages({
  'mode.required': M.badMode,
  'mode.enum': M.badMode,
  'url.required': M.badUrl,
  'url.string': M.badUrl,
  'url.maxLength': M.badUrl,
  'url.httpUrl': M.badUrl,
  'headers.headers': M.badHeaders,
  'headers.clearCredential': M.clearCredential,
  'list_path.regex': M.badPath,
  'list_path.string': M.badPath,
  'list_path.maxLength': M.badPath,
  'username_field.required': M.badPath,
  'username_field.regex': M.badPath,
  'username_field.minLength': M.badPath,
  'username_field.string': M.badPath,
  'username_field.maxLength': M.badPath,
  'wager_field.required': M.badPath,
  'wager_field.regex': M.badPath,
  'wager_field.minLength': M.badPath,
  'wager_field.string': M.badPath,
  'wager_field.maxLength': M.badPath,
  'avatar_field.regex': M.badPath,
  'avatar_field.string': M.badPath,
  'avatar_field.maxLength': M.badPath,
  'wager_scale.required': M.badScale,
  'wager_scale.number': M.badScale,
  'wager_scale.positive': M.badScale,
  'wager_scale.max': M.badScale,
  'bucket.required': M.bucketRequired,
  'bucket.regex': M.bucketRequired,
  'bucket.string': M.bucketRequired,
  'bucket.maxLength': M.bucketRequired,
})

export const connectorValidator = vine.compile(connectorSchema)
connectorValidator.messagesProvider = messages

/** The test route: a connector to try, or nothing (the saved one) */
export const connectorTestValidator = vine.compile(
  vine.object({ source: connectorSchema.clone().nullable().optional() })
)
connectorTestValidator.messagesProvider = messages
