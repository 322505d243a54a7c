import { AdminPage } from '~/components/admin/admin_page'
import { ADMIN_CARDS, type AdminCardDef } from '~/components/admin/admin_cards'
import { neonButtonClass } from '~/components/ui/neon_button'
import { adminToast } from '~/lib/toasts'
import { ADMIN_CARD_UNAVAILABLE, type KickHealth } from '@shared/admin'
import {
  KickHealthPanel,
  KickWebhooksWarning,
  TwitchWebhooksWarning,
} from '~/components/admin/kick_health_panel'
import { VaultDrawNotice, type WaitingVaultDraw } from '~/components/admin/vault/vault_draw_notice'
import type { InertiaProps } from '~/types'
import { useCan } from '~/hooks/use_can'
import { useT } from '~/lib/i18n'

function AdminCard({ card, href }: { card: AdminCardDef; href: string | null }) {
  const { icon: Icon, tone } = card
  const view = neonButtonClass('vapourBlue', 'sm', 'shrink-0')
  const t = useT()
  const title = t(card.title)
  return (
    <li className={`neon-panel flex items-center gap-4 p-4 sm:p-5 ${href ? '' : 'opacity-70'}`}>
      <span className={`grid h-12 w-12 shrink-0 place-items-center rounded-xl ring-1 ${tone}`}>
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-sm font-semibold tracking-widest text-white sm:text-base">
          {title}
        </h2>
        <p className="mt-0.5 text-sm text-slate-400">{t(card.description)}</p>
      </div>
      {href ? (
        <a href={href} className={view} aria-label={t('admin.card_view_label', { title })}>
          {t('admin.card_view')}
        </a>
      ) : (
        <button
          type="button"
          className={view}
          aria-label={t('admin.card_view_label', { title })}
          onClick={() => adminToast.error(t(ADMIN_CARD_UNAVAILABLE))}
        >
          {t('admin.card_view')}
        </button>
      )}
    </li>
  )
}

/** The admin landing: a column of cards, one per admin area (800 px wide at most) */
export default function AdminIndex({
  servedPages,
  kickWebhooksConfigured,
  kickHealth,
  twitchWebhooksConfigured,
  twitchHealth,
  vaultDraw,
}: InertiaProps<{
  servedPages: string[]
  kickWebhooksConfigured: boolean
  kickHealth: KickHealth
  twitchWebhooksConfigured: boolean
  twitchHealth: KickHealth
  vaultDraw: WaitingVaultDraw | null
}>) {
  const can = useCan()
  const t = useT()
  return (
    <AdminPage
      title={t('admin.index_title')}
      subtitle={t('admin.index_subtitle')}
      width="narrow"
      backLink={false}
    >
      {vaultDraw && <VaultDrawNotice draw={vaultDraw} />}
      {kickWebhooksConfigured ? <KickHealthPanel health={kickHealth} /> : <KickWebhooksWarning />}
      {twitchWebhooksConfigured ? (
        <KickHealthPanel health={twitchHealth} platform="twitch" />
      ) : (
        <TwitchWebhooksWarning />
      )}
      <ul className="space-y-3">
        {ADMIN_CARDS.filter((card) => can(card.ability)).map((card) => (
          <AdminCard
            key={card.href}
            card={card}
            href={servedPages.includes(card.href) ? card.href : null}
          />
        ))}
      </ul>
    </AdminPage>
  )
}
