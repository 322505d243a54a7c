import { FileUp } from 'lucide-react'
import { FilePickButton } from '~/components/ui/file_pick_button'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call } from '~/lib/api_client'
import { useT } from '~/lib/i18n'

/**
 * Imports a provider's current-period wagers from a CSV file (`username,wagered` per line),
 * for partners without an API or to correct one.
 */
export function CsvImport({ provider, onImported }: { provider: string; onImported: () => void }) {
  const { busy, run } = useAdminAction()
  const t = useT()

  const upload = async (file: File) => {
    const body = new FormData()
    body.append('file', file)
    const data = await run(
      () => call('admin_api.leaderboards.import', { params: { provider }, body }),
      { failure: t('admin_leaderboards.csv_failed'), accept: (answer) => 'imported' in answer }
    )
    if (data) onImported()
  }

  return (
    <FilePickButton
      accept=".csv,text/csv"
      testId={`csv-import-${provider}`}
      icon={FileUp}
      disabled={busy}
      onPick={upload}
    >
      {t('admin_leaderboards.csv_import')}
    </FilePickButton>
  )
}
