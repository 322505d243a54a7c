/**
 * JSON calls to the /api routes used by dialogs. The session cookie authenticates them, so
 * every state change carries the CSRF token from the XSRF-TOKEN cookie.
 */
export type ApiResult<T> = { ok: boolean; status: number; data: T }

/** The cookie holds the token as is (URL-safe characters only) */
function xsrfToken() {
  const match = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)
  return match ? match[1] : ''
}

export async function api<T = any>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: Record<string, unknown> | FormData,
  extraHeaders: Record<string, string> = {}
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {
    'Accept': 'application/json',
    'X-XSRF-TOKEN': xsrfToken(),
    ...extraHeaders,
  }
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  const response = await fetch(url, { method, headers, body: payload, credentials: 'same-origin' })
  const text = await response.text()
  let data: any = {}
  try {
    data = text ? JSON.parse(text) : {}
  } catch {
    data = { message: text }
  }
  return { ok: response.ok, status: response.status, data }
}
