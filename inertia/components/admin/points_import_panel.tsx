import { useState } from 'react'
import { Download, FileUp, Upload } from 'lucide-react'
import { AdminPanel } from '~/components/admin/admin_page'
import { DataTable, Cell } from '~/components/admin/data_table'
import { NeonButton, neonButtonClass } from '~/components/ui/neon_button'
import { FilePickButton } from '~/components/ui/file_pick_button'
import { WarningNotice } from '~/components/ui/warning_notice'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call, urlFor } from '~/lib/api_client'
import type { ImportPreview } from '@shared/points_import'

const n = (value: number) => value.toLocaleString('en-US')

/** A figure of the preview's totals */
function Total({ label, value, tone }: { label: string; value: string; tone: string }) {
  return (
    <div className="rounded-xl bg-night-800/70 p-3 ring-1 ring-white/10">
      <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</dt>
      <dd className={`mt-1 font-display text-lg ${tone}`}>{value}</dd>
    </div>
  )
}

/**
 * Points import and export (owners): choose a CSV (a StreamElements export, or
 * `username,points[,kick_username]`), preview it (a dry run: matched users, unmatched rows held
 * for their Kick name, ambiguous rows held too, totals), then apply it (the server takes only a
 * file previewed in the last 30 minutes). Export downloads every balance as CSV.
 */
export function PointsImportPanel() {
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const { busy, run } = useAdminAction()

  const send = (chosen: File, dryRun: boolean) => {
    const body = new FormData()
    body.append('file', chosen)
    body.append('dry_run', String(dryRun))
    return call('admin_api.points.import', { body })
  }

  async function choose(chosen: File) {
    setFile(chosen)
    setPreview(null)
    const data = await run(() => send(chosen, true), {
      failure: 'Failed to read the file',
      success: () => 'Preview ready',
      accept: (answer) => 'preview' in answer,
    })
    if (data) setPreview(data.preview)
  }

  async function apply() {
    if (!file) return
    const data = await run(() => send(file, false), {
      failure: 'Failed to import the points',
      accept: (answer) => 'preview' in answer,
    })
    if (data) {
      setFile(null)
      setPreview(null)
    }
  }

  const totals = preview?.totals
  return (
    <AdminPanel title="Points import and export" note="Owner only">
      <p className="text-sm text-slate-300">
        A StreamElements export (username and points columns) or a file of{' '}
        <code className="font-mono text-neon-cyan">username,points[,kick_username]</code>. Rows that
        match no user wait for that Kick name and are paid when it is linked. A linked Kick account
        comes before a site username; a row whose names point at two accounts is held, not credited.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <FilePickButton
          accept=".csv,text/csv"
          testId="points-import-file"
          icon={FileUp}
          disabled={busy}
          onPick={(chosen) => void choose(chosen)}
        >
          Choose CSV
        </FilePickButton>
        <a
          href={urlFor('admin_api.points.export')}
          download
          className={neonButtonClass('vapourBlue', 'sm')}
        >
          <Download className="h-4 w-4" aria-hidden />
          Export balances
        </a>
      </div>

      {preview && totals && (
        <section aria-label="Import preview" className="mt-6 space-y-4">
          <h3 className="font-display text-xs font-semibold tracking-widest text-white uppercase">
            Preview of {file?.name ?? 'the file'}
          </h3>
          {preview.already_imported && (
            <WarningNotice title="This file was already imported">
              <p className="mt-1 text-slate-200">Applying it again changes nothing.</p>
            </WarningNotice>
          )}
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Total label="Matched users" value={n(totals.matched_users)} tone="text-neon-mint" />
            <Total
              label="Points to credit"
              value={n(totals.matched_points)}
              tone="text-neon-mint"
            />
            <Total
              label="Unmatched rows"
              value={n(totals.unmatched_rows)}
              tone="text-neon-orange"
            />
            <Total label="Points held" value={n(totals.unmatched_points)} tone="text-neon-orange" />
          </dl>
          {preview.ambiguous.length > 0 && (
            <WarningNotice
              title={`${n(totals.ambiguous_rows)} ambiguous row(s): held, not credited (${n(totals.ambiguous_points)} points)`}
            >
              <ul
                className="mt-1 list-disc pl-5 text-slate-200"
                data-testid="points-import-ambiguous"
              >
                {preview.ambiguous.map((row) => (
                  <li key={`a-${row.line}`}>
                    Line {row.line}, {row.kick_username ?? row.username}:{' '}
                    {row.candidates
                      ?.map(
                        (c) =>
                          `${c.username} (${c.matched_by === 'username' ? 'site username' : 'linked Kick'})`
                      )
                      .join(' or ')}
                  </li>
                ))}
              </ul>
            </WarningNotice>
          )}
          {preview.problems.length > 0 && (
            <WarningNotice title={`${preview.problems.length} line(s) cannot be imported`}>
              <ul className="mt-1 list-disc pl-5 text-slate-200">
                {preview.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </WarningNotice>
          )}
          <DataTable
            columns={['Row', 'User', 'Points', 'Matched by']}
            empty={preview.matched.length === 0 ? 'No row matches a user' : undefined}
            minWidth={480}
          >
            {preview.matched.map((row) => (
              <tr key={`m-${row.line}`}>
                <Cell label="Row">{row.username}</Cell>
                <Cell label="User" className="font-semibold text-white">
                  {row.user?.username}
                </Cell>
                <Cell label="Points" className="text-neon-mint">
                  {n(row.points)}
                </Cell>
                <Cell label="Matched by" className="text-slate-400">
                  {row.matched_by === 'username' ? 'Site username' : 'Kick username'}
                </Cell>
              </tr>
            ))}
          </DataTable>
          <DataTable
            columns={['Unmatched (held for Kick name)', 'Points']}
            empty={preview.unmatched.length === 0 ? 'Every row matches a user' : undefined}
            minWidth={360}
          >
            {preview.unmatched.map((row) => (
              <tr key={`u-${row.line}`}>
                <Cell label="Kick name">{row.kick_username ?? row.username}</Cell>
                <Cell label="Points" className="text-neon-orange">
                  {n(row.points)}
                </Cell>
              </tr>
            ))}
          </DataTable>
          <div className="flex justify-end">
            <NeonButton
              variant="vapourMint"
              disabled={busy || preview.already_imported || preview.problems.length > 0}
              onClick={apply}
            >
              <Upload className="h-4 w-4" aria-hidden />
              Apply import
            </NeonButton>
          </div>
        </section>
      )}
    </AdminPanel>
  )
}
