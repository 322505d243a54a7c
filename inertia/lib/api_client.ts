import { registry } from '@generated/registry'
import { createUrlBuilder } from '@adonisjs/http-server/client/url_builder'
import type { Tuyau } from '@tuyau/core/client'
import type { BaseRequestOptions, RawRequestArgs, RequestArgs } from '@tuyau/core/types'
import { ERROR_CODES } from '@shared/errors'
import { confirmIdentity } from '~/lib/events'
import { refusalBody, type ApiErrorBody } from '~/lib/api_message'

/**
 * The one way pages call /api: a client generated from the named routes (`node ace codegen`
 * writes .adonisjs/client/registry), so the URL, the body (the route's validator) and the
 * answer (the controller's return type) are checked by the compiler.
 */

/**
 * The HTTP client itself (ky and Tuyau) loads with the first call, so the entry script only
 * carries the route list and the URL builder.
 */
let loading: Promise<typeof import('~/lib/tuyau_client')> | null = null
const loadClient = () => (loading ??= import('~/lib/tuyau_client'))

type Client = Tuyau<typeof registry>

/** URLs of named routes (browser navigations, links); the same builder the client uses */
export const urlFor: Client['urlFor'] = createUrlBuilder(
  {
    root: Object.entries(registry.routes).map(([name, route]) => ({
      name,
      domain: 'root',
      ...route,
    })),
  },
  (query) => new URLSearchParams(query).toString()
)

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

export type { ApiErrorBody }

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
 * Calls a route by name and answers `{ ok, status, data }` instead of throwing on a non-2xx
 * answer, so each dialog keeps its own toasts and messages. Network failures still throw.
 * A dangerous action answered `confirmation_required` opens the confirmation dialog and, once
 * the user confirmed, is sent again (closing the dialog answers the refusal as it was).
 */
export async function call<Name extends RouteName>(
  name: Name,
  args: CallArgs<Endpoint<Name>>
): Promise<ApiResult<ApiAnswer<Name>>> {
  const result = await send(name, args)
  if (result.ok || result.data.error !== ERROR_CODES.confirmationRequired) return result
  return (await confirmIdentity()) ? send(name, args) : result
}

async function send<Name extends RouteName>(
  name: Name,
  args: CallArgs<Endpoint<Name>>
): Promise<ApiResult<ApiAnswer<Name>>> {
  let status = 0
  const { client, TuyauHTTPError } = await loadClient()
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
      data: refusalBody(error.response) as ApiErrorBody & Partial<ApiAnswer<Name>>,
    }
  }
}
