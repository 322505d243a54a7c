import { useState } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import { Swords } from 'lucide-react'
import type { TournamentRecord } from '@shared/tournament_draw'
import { toast } from 'sonner'
import { call } from '~/lib/api_client'
import { openAuthModal } from '~/lib/events'
import { NeonButton } from '~/components/ui/neon_button'
import { TournamentStatusBadge } from '~/components/tournament/status_badge'
import { useRichT } from '~/components/content/rich_message'
import { useLocale, useT } from '~/lib/i18n'
import { formatWhole } from '@shared/format'

/**
 * A tournament taking sign-ups: its name, how full it is, the Join button (a guest is sent to
 * log in) and the chat keyword; once closed, a note that the draw is coming
 */
export function SignupCard({ tournament }: { tournament: TournamentRecord['tournament'] }) {
  const t = useT()
  const richT = useRichT()
  const locale = useLocale()
  const { user } = usePage().props
  const [busy, setBusy] = useState(false)
  const join = async () => {
    setBusy(true)
    try {
      const result = await call('tournaments.join', { params: { id: tournament.id } })
      const message = (result.data as { message?: string }).message ?? ''
      if (result.ok) {
        toast.success(message)
        router.reload()
      } else toast.error(message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <section data-signup={tournament.id} className="neon-panel space-y-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-display text-lg font-bold text-white">
          <Swords aria-hidden className="h-5 w-5 text-neon-mint" />
          <Link href={`/tournament/${tournament.id}`} className="hover:underline">
            {tournament.name}
          </Link>
        </h2>
        <TournamentStatusBadge status={tournament.status} />
      </div>
      <p className="text-sm text-slate-300">
        {t('tournament.signup_players', {
          players: formatWhole(tournament.players, locale),
          max: formatWhole(tournament.max_players, locale),
        })}
        {tournament.prize_points
          ? ` · ${t('tournament.points_prize', { points: formatWhole(tournament.prize_points, locale) })}`
          : ''}
      </p>
      {tournament.status === 'signup' ? (
        <div className="flex flex-wrap items-center gap-3">
          {user ? (
            <NeonButton variant="vapourMint" size="sm" disabled={busy} onClick={() => void join()}>
              {busy ? t('tournament.joining') : t('tournament.join')}
            </NeonButton>
          ) : (
            <NeonButton variant="vapourBlue" size="sm" onClick={() => openAuthModal('login')}>
              {t('tournament.join_login')}
            </NeonButton>
          )}
          {tournament.keyword && (
            <span className="text-xs text-slate-400">
              {richT('tournament.keyword_hint', {
                keyword: <span className="font-mono text-neon-mint">{tournament.keyword}</span>,
              })}
            </span>
          )}
        </div>
      ) : (
        <p className="text-sm text-neon-orange">{t('tournament.closed_wait')}</p>
      )}
    </section>
  )
}
