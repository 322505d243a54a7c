import { Link } from '@inertiajs/react'
import { shownName } from '@shared/deleted_user'
import { ArrowLeft, Crown, Lock, Ticket, Trophy } from 'lucide-react'
import type { InertiaProps } from '~/types'
import { formatWhole } from '@shared/format'
import type { RaffleRecord } from '@shared/raffles'
import type { PinnedChain } from '@shared/draw_procedure'
import { PageHeader } from '~/components/ui/page_header'
import { Countdown } from '~/components/ui/countdown'
import { RaffleImage } from '~/components/raffles/raffle_image'
import { Badge } from '~/components/ui/badge'
import { TableHead } from '~/components/ui/table_head'
import { EnterRaffleForm } from '~/components/raffles/enter_raffle_form'
import { RAFFLE_STATUS_KEY, type RaffleSummary } from '~/components/raffles/raffle_card'
import { RaffleCheckPanel } from '~/components/raffles/raffle_check_panel'
import { RecordValue } from '~/components/verify/record_parts'
import { useRaffleLive } from '~/hooks/use_raffle_live'
import { BeaconOffNotice } from '~/components/ui/beacon_off_notice'
import { useLocale, useT } from '~/lib/i18n'
import { useRichT } from '~/components/content/rich_message'

type Record = RaffleRecord & {
  raffle: RaffleSummary & {
    min_account_days: number | null
    kick_link_required: boolean
    subscribers_only: boolean
    prize_points: number | null
  }
  entries: { username: string; tickets: number }[]
}

type Props = {
  record: Record
  now: string
  /** null for a guest (the cached page), else the user's tickets */
  myTickets: number | null
  beaconUrl: string | null
  /** false with VAULT_BEACON_URL=off: draws use no public beacon */
  beaconVerified: boolean
  /** the drand chain the site pins: the check panel verifies rounds against it */
  pinnedChain: PinnedChain | null
}

/** /raffles/:id: the raffle, your tickets, everyone's entries, and after the draw its proof */
export default function Raffle({
  record,
  now,
  myTickets,
  beaconUrl,
  beaconVerified,
  pinnedChain,
}: InertiaProps<Props>) {
  useRaffleLive('page')
  const t = useT()
  const richT = useRichT()
  const locale = useLocale()
  const { raffle, entries } = record
  const rules = [
    raffle.ticket_cost === 0
      ? t('raffles.rule_free')
      : t('raffles.rule_cost', { points: formatWhole(raffle.ticket_cost, locale) }),
    t('raffles.rule_max', { count: formatWhole(raffle.max_tickets, locale) }),
    raffle.min_account_days
      ? t('raffles.rule_account_age', { days: formatWhole(raffle.min_account_days, locale) })
      : null,
    raffle.kick_link_required ? t('raffles.rule_kick') : null,
    raffle.subscribers_only ? t('raffles.rule_subscription') : null,
  ].filter(Boolean)

  return (
    <>
      <PageHeader title={raffle.title}>
        <Link
          href="/raffles"
          className="mt-3 inline-flex items-center gap-1 text-xs tracking-widest text-neon-cyan uppercase hover:underline"
        >
          <ArrowLeft aria-hidden className="h-3 w-3" /> {t('raffles.all_raffles')}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-8 px-4">
        {!beaconVerified && (
          <BeaconOffNotice className="">{t('raffles.beacon_off_one')}</BeaconOffNotice>
        )}
        <section
          aria-label={t('raffles.raffle_label')}
          className="neon-panel grid overflow-hidden md:grid-cols-[2fr_3fr]"
        >
          <div className="relative min-h-48 bg-night-950/60">
            <RaffleImage src={raffle.image} large />
          </div>
          <div className="space-y-5 p-6">
            <div className="flex flex-wrap items-center gap-2">
              <Badge
                tone={
                  raffle.status === 'open' ? 'mint' : raffle.status === 'drawn' ? 'cyan' : 'orange'
                }
              >
                {t(RAFFLE_STATUS_KEY[raffle.status])}
              </Badge>
              <span className="text-xs text-slate-400">{rules.join(' · ')}</span>
            </div>
            <p className="flex items-center gap-2 font-display text-2xl font-extrabold text-gold drop-shadow-[0_0_18px_rgb(255_213_74/0.45)]">
              <Trophy aria-hidden className="h-6 w-6 shrink-0" />
              {raffle.prize}
            </p>
            <p className="text-sm text-slate-300">
              {t('raffles.winner_count', { count: raffle.winners })} ·{' '}
              <span data-raffle-entries className="font-semibold text-white">
                {t('raffles.entry_count', { count: raffle.entrants })}
              </span>{' '}
              · {t('raffles.ticket_count', { count: formatWhole(raffle.tickets, locale) })}
            </p>
            {raffle.status === 'open' && raffle.ends_at && (
              <Countdown
                end={raffle.ends_at}
                serverNow={now}
                label={t('raffles.closes_in')}
                endedLabel={t('raffles.closing')}
              />
            )}
            {myTickets !== null && (
              <p data-my-tickets className="flex items-center gap-2 text-sm text-neon-cyan">
                <Ticket aria-hidden className="h-4 w-4" />{' '}
                {richT('raffles.your_tickets', {
                  count: <strong>{formatWhole(myTickets, locale)}</strong>,
                })}
              </p>
            )}
            <EnterRaffleForm raffle={raffle} held={myTickets} />
            {raffle.status === 'open' && raffle.keyword && (
              <p className="text-xs text-slate-400">
                {richT('raffles.keyword_page', {
                  keyword: <span className="font-mono text-neon-mint">{raffle.keyword}</span>,
                })}
              </p>
            )}
          </div>
        </section>

        {record.winners.length > 0 && (
          <section aria-label={t('raffles.winners_label')} className="neon-panel p-6">
            <h2 className="mb-4 flex items-center gap-2 font-display text-sm font-bold tracking-[0.25em] text-gold uppercase">
              <Crown aria-hidden className="h-4 w-4" /> {t('raffles.winners_label')}
            </h2>
            <ol className="grid gap-2 sm:grid-cols-2" data-raffle-winners>
              {record.winners.map((winner, index) => (
                <li
                  key={winner.username}
                  className="flex items-center justify-between rounded-lg bg-white/5 px-4 py-2"
                >
                  <span className="font-display font-bold text-white">
                    <span className="mr-2 text-gold">#{index + 1}</span>
                    {shownName(winner.username, t)}
                  </span>
                  <span className="font-mono text-xs text-slate-400">
                    {t('raffles.ticket_number', { number: String(winner.ticket) })}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        )}

        {record.seed !== null && (
          <RaffleCheckPanel record={record} beaconUrl={beaconUrl} pinnedChain={pinnedChain} />
        )}

        {record.seed === null && (
          <section
            aria-label={t('raffles.fairness')}
            className="neon-panel space-y-3 p-6 text-sm text-slate-300"
          >
            <h2 className="flex items-center gap-2 font-display text-sm font-bold tracking-widest text-neon-mint uppercase">
              <Lock aria-hidden className="h-4 w-4" /> {t('raffles.committed_title')}
            </h2>
            <p>{t('raffles.committed_text')}</p>
            <dl className="grid gap-3 sm:grid-cols-2">
              <RecordValue label={t('raffles.seed_hash')} value={record.seed_hash} />
              <RecordValue
                label={t('raffles.entries_sha')}
                value={record.entries_sha256 ?? t('raffles.published_at_close')}
              />
            </dl>
          </section>
        )}

        <section aria-label={t('raffles.entries')} className="neon-panel overflow-hidden">
          <h2 className="px-6 pt-5 font-display text-sm font-bold tracking-[0.25em] text-neon-cyan uppercase">
            {t('raffles.entries')}
          </h2>
          {entries.length === 0 ? (
            <p className="px-6 py-5 text-sm text-slate-400">{t('raffles.no_entries')}</p>
          ) : (
            <div className="max-h-[28rem] overflow-auto">
              <table className="mt-3 w-full text-sm">
                <TableHead
                  className="text-left text-xs tracking-widest text-muted uppercase"
                  columns={[
                    { label: '#', className: 'px-6 py-2 w-12' },
                    { label: t('raffles.col_player'), className: 'px-6 py-2' },
                    { label: t('raffles.col_tickets'), className: 'px-6 py-2' },
                  ]}
                />
                <tbody>
                  {entries.map((entry, index) => (
                    <tr key={entry.username} className="border-t border-white/5">
                      <td className="px-6 py-2 text-slate-500">{index + 1}</td>
                      <td className="px-6 py-2 font-semibold text-white">{entry.username}</td>
                      <td className="px-6 py-2 text-neon-cyan">
                        {formatWhole(entry.tickets, locale)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </>
  )
}
