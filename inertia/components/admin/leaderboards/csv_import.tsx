import { useRef, type ChangeEvent } from 'react'
import { FileUp } from 'lucide-react'
import { NeonButton } from '~/components/ui/neon_button'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call } from '~/lib/api_client'

/**
 * Imports a provider's current-period wagers from a CSV file (`username,wagered` per line),
 * for partners without an API or to correct one.
 */
export function CsvImport({ provider, onImported }: { provider: string; onImported: () => void }) {
  const input = useRef<HTMLInputElement | null>(null)
  const { busy, run } = useAdminAction()

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const body = new FormData()
    body.append('file', file)
    const data = await run(
      () => call('admin_api.leaderboards.import', { params: { provider }, body }),
      { failure: 'Failed to import the CSV file', accept: (answer) => 'imported' in answer }
    )
    if (data) onImported()
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="hidden"
        data-testid={`csv-import-${provider}`}
        onChange={upload}
      />
      <NeonButton
        variant="vapourGray"
        size="sm"
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        <FileUp className="h-4 w-4" aria-hidden />
        Import CSV
      </NeonButton>
    </>
  )
}
