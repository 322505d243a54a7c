import { useCallback, useState } from 'react'
import { call } from '~/lib/api_client'
import { useT } from '~/lib/i18n'
import { toBody, type SourceForm } from '~/components/admin/leaderboards/source_form'
import type { ConnectorTestRow } from '@shared/leaderboard_connectors'

/** What a Test fetch of a source read: its first rows, or why it failed */
export type TestAnswer =
  | { ok: true; rows: ConnectorTestRow[]; total: number; secretDropped: boolean }
  | { ok: false; message: string }

/** A board source's Test fetch: runs it with the form as it stands and keeps its answer */
export function useSourceTest(provider: string) {
  const [answer, setAnswer] = useState<TestAnswer | null>(null)
  const [testing, setTesting] = useState(false)
  const t = useT()

  const test = async (form: SourceForm) => {
    setTesting(true)
    try {
      const result = await call('admin_api.leaderboards.source.test', {
        params: { provider },
        body: { source: toBody(form) },
      })
      const data = result.data
      setAnswer(
        result.ok && data.ok
          ? {
              ok: true,
              rows: data.rows ?? [],
              total: data.total ?? 0,
              secretDropped: data.secret_dropped === true,
            }
          : { ok: false, message: data?.message || t('admin_leaderboards.test_failed') }
      )
    } catch {
      setAnswer({ ok: false, message: t('admin_leaderboards.test_failed') })
    } finally {
      setTesting(false)
    }
  }

  const clear = useCallback(() => setAnswer(null), [])
  return { answer, testing, test, clear }
}
