import { useEffect, useRef } from 'react'
import { CONNECTOR_MESSAGES } from '@shared/leaderboard_connectors'
import type { TestAnswer } from '~/hooks/use_source_test'
import { useLocale, useT } from '~/lib/i18n'

/** A Test fetch's answer in the source dialog, brought into view when it arrives */
export function SourceTestAnswer({ answer, provider }: { answer: TestAnswer; provider: string }) {
  const result = useRef<HTMLDivElement | null>(null)
  const t = useT()
  const locale = useLocale()

  // the dialog scrolls: bring a new test answer into view
  useEffect(() => {
    result.current?.scrollIntoView({ block: 'nearest' })
  }, [answer])

  return (
    <div ref={result} aria-live="polite" data-testid={`source-test-${provider}`}>
      {answer.ok ? (
        <div className="rounded-lg bg-night-950/60 p-3 ring-1 ring-white/10">
          <p className="text-xs text-neon-mint">
            {t('admin_leaderboards.test_rows_read', {
              count: answer.total,
              total: String(answer.total),
            })}
            {answer.total > answer.rows.length && t('admin_leaderboards.test_first_ones')}
          </p>
          {answer.secretDropped && (
            <p className="mt-1 text-xs text-orange-300">
              {t(CONNECTOR_MESSAGES.secretDroppedOnTest)}
            </p>
          )}
          <table className="mt-2 w-full text-sm">
            <tbody>
              {answer.rows.map((row) => (
                <tr key={row.username} className="border-t border-white/5">
                  <td className="truncate py-1 pr-2 text-slate-200">{row.username}</td>
                  <td className="py-1 text-right text-gold">
                    {row.wagered.toLocaleString(locale, { maximumFractionDigits: 2 })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-lg bg-red-500/10 px-3 py-2 text-xs text-red-300 ring-1 ring-red-500/30">
          {answer.message}
        </p>
      )}
    </div>
  )
}
