import { useState } from 'react'
import { Plus, Rocket } from 'lucide-react'
import type { Data } from '@generated/data'
import type { InertiaProps } from '~/types'
import { AdminPage } from '~/components/admin/admin_page'
import { HuntFigures, money } from '~/components/bonus_hunt/hunt_view'
import { HuntForm, type HuntFields } from '~/components/admin/bonus_hunt/hunt_form'
import { SlotForm, type SlotFields } from '~/components/admin/bonus_hunt/slot_form'
import { SlotRow } from '~/components/admin/bonus_hunt/slot_row'
import { GuessingControl } from '~/components/admin/bonus_hunt/guessing_control'
import { Badge } from '~/components/ui/badge'
import { ConfirmDialog } from '~/components/admin/confirm_dialog'
import { NeonDialog, type DialogState } from '~/components/ui/neon_dialog'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call, type ApiResult } from '~/lib/api_client'
import { useServerValue } from '~/hooks/use_server_value'
import { useLocale, useT } from '~/lib/i18n'
import { formatWhole } from '@shared/format'
import { LiveHuntHeader } from '~/components/admin/bonus_hunt/live_hunt_header'

type Hunt = Data.BonusHunt
type Slot = Hunt['slots'][number]
type Dialog = { kind: 'hunt' } | { kind: 'finish' } | { kind: 'edit' | 'remove'; slot: Slot } | null

export default function AdminBonusHunt(props: InertiaProps<{ hunt: Hunt | null }>) {
  const [hunt, setHunt] = useServerValue(props.hunt)
  const [dialog, setDialog] = useState<Dialog>(null)
  const { busy, run } = useAdminAction()
  const t = useT()
  const locale = useLocale()

  /** Every call answers the hunt as it now is: the page shows that */
  const send = async (request: () => Promise<ApiResult<{ hunt: Hunt | null }>>) => {
    const data = await run(request, {
      failure: t('admin_hunt.update_failed'),
      accept: (answer) => 'hunt' in answer,
    })
    if (!data) return false
    setHunt(data.hunt)
    setDialog(null)
    return true
  }

  /** The open state of one of the page's dialogs: closing it forgets which was open */
  const dialogState = (kind: NonNullable<Dialog>['kind']): DialogState => ({
    open: dialog?.kind === kind,
    onOpenChange: (open) => !open && setDialog(null),
  })

  const live = hunt?.status === 'live' ? hunt : null
  return (
    <AdminPage title={t('admin_hunt.title')} subtitle={t('admin_hunt.subtitle')}>
      <div className="space-y-6">
        {live ? (
          <>
            <section className="neon-panel p-5">
              <LiveHuntHeader hunt={live} onOpen={(kind) => setDialog({ kind })} />
              <HuntFigures hunt={live} />
            </section>

            <GuessingControl
              guessing={live.guessing}
              busy={busy}
              onSubmit={(body) => send(() => call('admin_api.hunt.guessing', { body }))}
            />

            <section className="neon-panel p-5">
              <h2 className="mb-3 flex items-center gap-2 font-display text-sm font-bold tracking-widest text-white uppercase">
                <Plus className="h-4 w-4 text-neon-pink" aria-hidden /> {t('admin_hunt.add_bonus')}
              </h2>
              <SlotForm
                idPrefix="new-slot"
                submitLabel={t('admin_hunt.add_bonus')}
                busy={busy}
                onSubmit={(fields: SlotFields) =>
                  send(() => call('admin_api.hunt.slots.add', { body: fields }))
                }
              />
            </section>

            <section className="neon-panel overflow-hidden">
              <div className="hidden grid-cols-[2rem_1fr_6rem_13rem_5rem_auto] gap-x-3 border-b border-white/10 px-4 py-2.5 text-[11px] font-semibold tracking-wider text-slate-500 uppercase sm:grid">
                <span>#</span>
                <span>{t('admin_hunt.col_slot')}</span>
                <span>{t('admin_hunt.col_bet_size')}</span>
                <span>{t('admin_hunt.col_payout')}</span>
                <span className="text-right">{t('admin_hunt.col_multi')}</span>
                <span className="w-[4.5rem]" />
              </div>
              {live.slots.length === 0 ? (
                <p className="px-4 py-10 text-center text-sm text-slate-400">
                  {t('admin_hunt.no_bonuses')}
                </p>
              ) : (
                <ol className="divide-y divide-white/5">
                  {live.slots.map((slot, index) => (
                    <SlotRow
                      key={slot.id}
                      slot={slot}
                      index={index}
                      busy={busy}
                      onPayout={(amount) =>
                        send(() =>
                          call('admin_api.hunt.slots.payout', {
                            params: { id: slot.id },
                            body: { amount },
                          })
                        )
                      }
                      onEdit={() => setDialog({ kind: 'edit', slot })}
                      onRemove={() => setDialog({ kind: 'remove', slot })}
                    />
                  ))}
                </ol>
              )}
            </section>
          </>
        ) : (
          <>
            <section className="neon-panel p-5">
              <h2 className="mb-4 flex items-center gap-2 font-display text-lg font-bold text-white">
                <Rocket className="h-5 w-5 text-neon-pink" aria-hidden />{' '}
                {t('admin_hunt.start_new')}
              </h2>
              <HuntForm
                submitLabel={t('admin_hunt.start_hunt')}
                busy={busy}
                onSubmit={(fields: HuntFields) =>
                  send(() => call('admin_api.hunt.start', { body: fields }))
                }
              />
            </section>
            {hunt && (
              <section className="neon-panel p-5">
                <div className="mb-4 flex flex-wrap items-center gap-3">
                  <h2 className="font-display text-lg font-bold text-white">{hunt.title}</h2>
                  <Badge tone="gray">{t('admin_hunt.finished')}</Badge>
                </div>
                <HuntFigures hunt={hunt} />
                {hunt.guessing.winner && (
                  <p className="mt-4 text-sm text-slate-300">
                    {t('admin_hunt.closest_guess')}{' '}
                    <span className="font-semibold text-white">
                      {hunt.guessing.winner.username}
                    </span>{' '}
                    {t('admin_hunt.closest_with', { amount: money(hunt.guessing.winner.amount) })}
                    {hunt.guessing.winner.prize
                      ? t('admin_hunt.closest_paid', {
                          points: formatWhole(hunt.guessing.winner.prize, locale),
                        })
                      : ''}
                  </p>
                )}
              </section>
            )}
          </>
        )}
      </div>

      {live && (
        <>
          <NeonDialog {...dialogState('hunt')} title={t('admin_hunt.edit_hunt')}>
            <div className="mt-4">
              <HuntForm
                initial={{ title: live.title, starting_balance: String(live.starting_balance) }}
                submitLabel={t('admin_hunt.save_changes')}
                busy={busy}
                onSubmit={(fields) => send(() => call('admin_api.hunt.update', { body: fields }))}
                onCancel={() => setDialog(null)}
              />
            </div>
          </NeonDialog>
          <NeonDialog {...dialogState('edit')} title={t('admin_hunt.edit_bonus')}>
            {dialog?.kind === 'edit' && (
              <div className="mt-4">
                <SlotForm
                  idPrefix="edit-slot"
                  initial={{
                    slot_name: dialog.slot.slot_name,
                    bet_size: String(dialog.slot.bet_size),
                  }}
                  submitLabel={t('admin_hunt.save_changes')}
                  busy={busy}
                  onSubmit={(fields) =>
                    send(() =>
                      call('admin_api.hunt.slots.update', {
                        params: { id: dialog.slot.id },
                        body: fields,
                      })
                    )
                  }
                  onCancel={() => setDialog(null)}
                />
              </div>
            )}
          </NeonDialog>
          <ConfirmDialog
            {...dialogState('remove')}
            title={t('admin_hunt.remove_bonus')}
            confirmLabel={t('admin_hunt.remove')}
            busyLabel={t('admin_hunt.removing')}
            message={t('admin_hunt.remove_confirm', {
              name: dialog?.kind === 'remove' ? dialog.slot.slot_name : t('admin_hunt.this_bonus'),
            })}
            busy={busy}
            onConfirm={() =>
              dialog?.kind === 'remove' &&
              send(() => call('admin_api.hunt.slots.remove', { params: { id: dialog.slot.id } }))
            }
          />
          <ConfirmDialog
            {...dialogState('finish')}
            title={t('admin_hunt.finish_hunt')}
            confirmLabel={t('admin_hunt.finish_hunt')}
            busyLabel={t('admin_hunt.finishing')}
            message={t('admin_hunt.finish_confirm', { title: live.title })}
            variant="vapourOrange"
            busy={busy}
            onConfirm={() => send(() => call('admin_api.hunt.finish', {}))}
          />
        </>
      )}
    </AdminPage>
  )
}
