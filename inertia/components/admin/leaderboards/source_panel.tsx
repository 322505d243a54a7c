import { PlugZap } from 'lucide-react'
import type { PublicConnector } from '@shared/leaderboard_connectors'
import { Badge } from '~/components/ui/badge'
import { NeonButton } from '~/components/ui/neon_button'
import { boardName } from '@shared/leaderboards'
import { SourceDialog } from '~/components/admin/leaderboards/source_dialog'
import { useDialogState } from '~/hooks/use_dialog_state'
import { useT } from '~/lib/i18n'

/**
 * A board's partner source: a summary in its card (mode, origin, whether a secret is saved)
 * and the dialog to set it.
 */
export function SourcePanel({
  provider,
  source,
  onSaved,
}: {
  provider: string
  source: PublicConnector | null
  onSaved: () => void
}) {
  const [dialog, showDialog] = useDialogState()
  const t = useT()
  const label = boardName(provider, t)
  return (
    <section aria-label={t('admin_leaderboards.source_label', { label })} className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <p className="neon-label !mb-0 flex items-center gap-1.5">
          <PlugZap className="h-3.5 w-3.5" aria-hidden /> {t('admin_leaderboards.source')}
        </p>
        {source ? (
          <>
            <Badge tone="cyan">{source.mode}</Badge>
            {source.origin === 'env' && (
              <Badge tone="gray">{t('admin_leaderboards.source_from_env')}</Badge>
            )}
            <Badge tone={source.secret === 'set' ? 'mint' : 'gray'}>
              {source.secret === 'set'
                ? t('admin_leaderboards.source_secret_set')
                : t('admin_leaderboards.source_secret_not_set')}
            </Badge>
          </>
        ) : (
          <Badge tone="orange">{t('admin_leaderboards.source_not_connected')}</Badge>
        )}
      </div>
      {source && (
        <p className="truncate text-xs text-slate-400" title={source.url}>
          {source.url}
        </p>
      )}
      <NeonButton variant="vapourGray" size="sm" onClick={showDialog}>
        {t('admin_leaderboards.source_configure')}
      </NeonButton>

      <SourceDialog
        provider={provider}
        label={label}
        source={source}
        {...dialog}
        onSaved={onSaved}
      />
    </section>
  )
}
