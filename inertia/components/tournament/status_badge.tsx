import type { TournamentStatus } from '@shared/tournament_draw'
import type { MessageKey } from '@shared/messages'
import { Badge } from '~/components/ui/badge'
import { useT } from '~/lib/i18n'

const STATUS: Record<
  TournamentStatus,
  { key: MessageKey; tone: 'mint' | 'gray' | 'cyan' | 'orange' }
> = {
  signup: { key: 'tournament.status_signup', tone: 'mint' },
  closed: { key: 'tournament.status_closed', tone: 'orange' },
  running: { key: 'tournament.status_running', tone: 'cyan' },
  finished: { key: 'tournament.status_finished', tone: 'gray' },
  cancelled: { key: 'tournament.status_cancelled', tone: 'gray' },
}

/** A tournament's state as a pill */
export function TournamentStatusBadge({ status }: { status: TournamentStatus }) {
  const t = useT()
  return <Badge tone={STATUS[status].tone}>{t(STATUS[status].key)}</Badge>
}
