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
import { formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

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
  const t = useT()
  const locale = useLocale()
  const n = (value: number) => formatWhole(value, locale)

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
      failure: t('admin_users_shop.import_read_failed'),
      success: () => t('admin_users_shop.import_preview_ready'),
      accept: (answer) => 'preview' in answer,
    })
    if (data) setPreview(data.preview)
  }

  async function apply() {
    if (!file) return
    const data = await run(() => send(file, false), {
      failure: t('admin_users_shop.import_failed'),
      accept: (answer) => 'preview' in answer,
    })
    if (data) {
      setFile(null)
      setPreview(null)
    }
  }

  const totals = preview?.totals
  return (
    <AdminPanel
      title={t('admin_users_shop.import_title')}
      note={t('admin_users_shop.import_owner_only')}
    >
      <p className="text-sm text-slate-300">
        {t('admin_users_shop.import_intro_before')}{' '}
        <code className="font-mono text-neon-cyan">username,points[,kick_username]</code>
        {t('admin_users_shop.import_intro_after')}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <FilePickButton
          accept=".csv,text/csv"
          testId="points-import-file"
          icon={FileUp}
          disabled={busy}
          onPick={(chosen) => void choose(chosen)}
        >
          {t('admin_users_shop.import_choose_csv')}
        </FilePickButton>
        <a
          href={urlFor('admin_api.points.export')}
          download
          className={neonButtonClass('vapourBlue', 'sm')}
        >
          <Download className="h-4 w-4" aria-hidden />
          {t('admin_users_shop.import_export_balances')}
        </a>
      </div>

      {preview && totals && (
        <section aria-label={t('admin_users_shop.import_preview')} className="mt-6 space-y-4">
          <h3 className="font-display text-xs font-semibold tracking-widest text-white uppercase">
            {t('admin_users_shop.import_preview_of', {
              name: file?.name ?? t('admin_users_shop.import_the_file'),
            })}
          </h3>
          {preview.already_imported && (
            <WarningNotice title={t('admin_users_shop.import_already_imported')}>
              <p className="mt-1 text-slate-200">{t('admin_users_shop.import_again_nothing')}</p>
            </WarningNotice>
          )}
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Total
              label={t('admin_users_shop.import_matched_users')}
              value={n(totals.matched_users)}
              tone="text-neon-mint"
            />
            <Total
              label={t('admin_users_shop.import_points_to_credit')}
              value={n(totals.matched_points)}
              tone="text-neon-mint"
            />
            <Total
              label={t('admin_users_shop.import_unmatched_rows')}
              value={n(totals.unmatched_rows)}
              tone="text-neon-orange"
            />
            <Total
              label={t('admin_users_shop.import_points_held')}
              value={n(totals.unmatched_points)}
              tone="text-neon-orange"
            />
          </dl>
          {preview.ambiguous.length > 0 && (
            <WarningNotice
              title={t('admin_users_shop.import_ambiguous_title', {
                rows: n(totals.ambiguous_rows),
                points: n(totals.ambiguous_points),
              })}
            >
              <ul
                className="mt-1 list-disc pl-5 text-slate-200"
                data-testid="points-import-ambiguous"
              >
                {preview.ambiguous.map((row) => (
                  <li key={`a-${row.line}`}>
                    {t('admin_users_shop.import_ambiguous_line', {
                      line: String(row.line),
                      name: row.kick_username ?? row.username,
                    })}{' '}
                    {row.candidates
                      ?.map(
                        (c) =>
                          `${c.username} (${c.matched_by === 'username' ? t('admin_users_shop.import_by_site_username') : t('admin_users_shop.import_by_linked_kick')})`
                      )
                      .join(` ${t('admin_users_shop.import_or')} `)}
                  </li>
                ))}
              </ul>
            </WarningNotice>
          )}
          {preview.problems.length > 0 && (
            <WarningNotice
              title={t('admin_users_shop.import_problems_title', {
                count: String(preview.problems.length),
              })}
            >
              <ul className="mt-1 list-disc pl-5 text-slate-200">
                {preview.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </WarningNotice>
          )}
          <DataTable
            columns={[
              t('admin_users_shop.import_col_row'),
              t('admin_users_shop.import_col_user'),
              t('admin_users_shop.import_col_points'),
              t('admin_users_shop.import_col_matched_by'),
            ]}
            empty={preview.matched.length === 0 ? t('admin_users_shop.import_no_match') : undefined}
            minWidth={480}
          >
            {preview.matched.map((row) => (
              <tr key={`m-${row.line}`}>
                <Cell label={t('admin_users_shop.import_col_row')}>{row.username}</Cell>
                <Cell
                  label={t('admin_users_shop.import_col_user')}
                  className="font-semibold text-white"
                >
                  {row.user?.username}
                </Cell>
                <Cell label={t('admin_users_shop.import_col_points')} className="text-neon-mint">
                  {n(row.points)}
                </Cell>
                <Cell
                  label={t('admin_users_shop.import_col_matched_by')}
                  className="text-slate-400"
                >
                  {row.matched_by === 'username'
                    ? t('admin_users_shop.import_site_username')
                    : t('admin_users_shop.import_kick_username')}
                </Cell>
              </tr>
            ))}
          </DataTable>
          <DataTable
            columns={[
              t('admin_users_shop.import_col_unmatched'),
              t('admin_users_shop.import_col_points'),
            ]}
            empty={
              preview.unmatched.length === 0 ? t('admin_users_shop.import_all_match') : undefined
            }
            minWidth={360}
          >
            {preview.unmatched.map((row) => (
              <tr key={`u-${row.line}`}>
                <Cell label={t('admin_users_shop.import_col_kick_name')}>
                  {row.kick_username ?? row.username}
                </Cell>
                <Cell label={t('admin_users_shop.import_col_points')} className="text-neon-orange">
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
              {t('admin_users_shop.import_apply')}
            </NeonButton>
          </div>
        </section>
      )}
    </AdminPanel>
  )
}
