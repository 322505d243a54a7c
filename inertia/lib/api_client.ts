import { registry } from '@generated/registry'
import { createTuyau } from '@tuyau/core/client'
import { TuyauHTTPError } from '@tuyau/core/client'
import type { BaseRequestOptions, RawRequestArgs, RequestArgs } from '@tuyau/core/types'
import type { FieldErrors } from '@shared/accounts'

/**
 * The one way pages call /api: a client generated from the named routes (`node ace codegen`
 * writes .adonisjs/client/registry), so the URL, the body (the route's validator) and the
 * answer (the controller's return type) are checked by the compiler.
 */

/**
 * The CSRF token the server expects in X-XSRF-TOKEN, read from the XSRF-TOKEN cookie. The
 * only place that knows the cookie's format.
 */
export function xsrfToken() {
  const match = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)
  return match ? decodeURIComponent(match[1]) : ''
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Sends each request with its body read into memory. The client clones every request (to be
 * able to retry it), which turns the body into a stream; a plain body keeps the request as
 * the browser sends a form (a known length, visible to the browser's own tools).
 */
async function sendBuffered(input: RequestInfo | URL, init?: RequestInit) {
  if (!(input instanceof Request) || input.body === null) return fetch(input, init)
  return fetch(new Request(input, { body: await input.arrayBuffer() }), init)
}

export const client = createTuyau({
  registry,
  baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
  headers: { Accept: 'application/json' },
  credentials: 'same-origin',
  // the dialogs decide what a failure means: no automatic retry, no client-side time limit
  retry: 0,
  timeout: false,
  fetch: sendBuffered,
  hooks: {
    beforeRequest: [
      (request) => {
        if (SAFE_METHODS.has(request.method)) return
        request.headers.set('X-XSRF-TOKEN', xsrfToken())
        // returning the request ends the hook chain, so the client's own cookie reader
        // (which assumes one cookie format) never replaces this header
        return request
      },
    ],
  },
})

export const urlFor = client.urlFor

type Routes = typeof registry.routes
export type RouteName = Extract<keyof Routes, string>
type Endpoint<Name extends RouteName> = Routes[Name]
/**
 * A route's success answer. A controller path that answers through `response.*` returns
 * nothing (void) and always sets a refusal status, so void is never a 2xx answer.
 */
export type ApiAnswer<Name extends RouteName> = Exclude<
  Endpoint<Name>['types']['response'],
  void | undefined
>

/** What a route's body must be (its validator's input) */
export type ApiBody<Name extends RouteName> = Endpoint<Name>['types']['body']

/** What a refused call answers: a message, an error, or validation errors by field */
export type ApiErrorBody = { message?: string; error?: string; errors?: FieldErrors }

/** A call's outcome as the dialogs read it: the status, and the answer or the refusal */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  // a refusal may also carry the current state in the success shape (a 409 answers it)
  | { ok: false; status: number; data: ApiErrorBody & Partial<T> }

type Body<E extends Endpoint<RouteName>> = E['types']['body']
/** An upload route: its validator takes a file, or it reads the file itself (no validator) */
type IsMultipart<E extends Endpoint<RouteName>> = keyof Body<E> extends never
  ? true
  : [Extract<Body<E>[keyof Body<E>], Blob>] extends [never]
    ? false
    : true
/** A call's arguments; an upload route also takes a FormData built by the form as is */
type CallArgs<E extends Endpoint<RouteName>> =
  IsMultipart<E> extends true
    ? RequestArgs<E> | (Omit<RawRequestArgs<E>, 'body'> & BaseRequestOptions & { body: FormData })
    : RequestArgs<E>

/**
 * Whatever a refusal carried, in the shape the dialogs read: a bare text becomes `message`,
 * and a validator's list of `{ field, message }` becomes messages by field.
 */
function errorBody(response: unknown): ApiErrorBody {
  if (typeof response === 'string') return response ? { message: response } : {}
  if (typeof response !== 'object' || response === null) return {}
  const body = response as Omit<ApiErrorBody, 'errors'> & { errors?: unknown }
  if (!Array.isArray(body.errors)) return body as ApiErrorBody
  const byField: FieldErrors = {}
  for (const { field, message } of body.errors as { field: string; message: string }[]) {
    ;(byField[field] ??= []).push(message)
  }
  return { ...body, errors: byField }
}

/**
 * Calls a route by name and answers `{ ok, status, data }` instead of throwing on a non-2xx
 * answer, so each dialog keeps its own toasts and messages. Network failures still throw.
 */
export async function call<Name extends RouteName>(
  name: Name,
  args: CallArgs<Endpoint<Name>>
): Promise<ApiResult<ApiAnswer<Name>>> {
  let status = 0
  try {
    const data = await client.request(name, {
      ...args,
      hooks: { afterResponse: [(_request, _options, response) => void (status = response.status)] },
    } as RequestArgs<Endpoint<Name>>)
    return { ok: true, status, data: data as ApiAnswer<Name> }
  } catch (error) {
    if (!(error instanceof TuyauHTTPError)) throw error
    return {
      ok: false,
      status: error.status ?? status,
      data: errorBody(error.response) as ApiErrorBody & Partial<ApiAnswer<Name>>,
    }
  }
}
