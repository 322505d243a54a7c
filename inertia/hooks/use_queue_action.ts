import { router } from '@inertiajs/react'
import { useAdminAction } from '~/hooks/use_admin_action'
import type { ApiResult } from '~/lib/api_client'

/** One request at a time; success reloads the queue */
export function useQueueAction() {
  const { pending, run: runAction } = useAdminAction()
  async function run(
    key: string,
    request: () => Promise<ApiResult<unknown>>,
    success: string,
    failure: string
  ) {
    const done = (await runAction(request, { key, success, failure })) !== null
    if (done) router.reload()
    return done
  }
  return { busy: pending, run }
}
