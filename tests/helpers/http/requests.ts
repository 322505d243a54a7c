import type { ApiClient } from '@japa/api-client'

/** Sends a request, checks its status and gives the response back for more checks */
export async function expectStatus<Response extends { assertStatus(status: number): void }>(
  request: PromiseLike<Response>,
  status: number
) {
  const response = await request
  response.assertStatus(status)
  return response
}

/** A JSON write as a guest, from the site itself: only the missing login can refuse it */
export function guestPost(client: ApiClient, url: string) {
  return client.post(url).sameOrigin().accept('json')
}
