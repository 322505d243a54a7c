import type { FormEvent } from 'react'
import type { InertiaProps } from '~/types'
import { AdminPage } from '~/components/admin/admin_page'
import { NeonButton } from '~/components/ui/neon_button'
import { WebhooksSection } from '~/components/admin/discord/webhooks_section'
import { TemplatesSection } from '~/components/admin/discord/templates_section'
import { DeliveriesSection } from '~/components/admin/discord/deliveries_section'
import { RoleSyncSection } from '~/components/admin/discord/role_sync_section'
import type { RoleSyncProps } from '@shared/discord_roles'
import { useDiscordSettings, type DiscordState } from '~/hooks/use_discord_settings'
import { useT } from '~/lib/i18n'

/**
 * /admin/discord: announcements posted to Discord webhooks (which events, their messages), how
 * the posts went, and the bot's role sync (health, rules). The page only composes its sections.
 */
export default function AdminDiscord(
  props: InertiaProps<DiscordState & { roleSync: RoleSyncProps }>
) {
  const form = useDiscordSettings(props)
  const t = useT()

  function submit(event: FormEvent) {
    event.preventDefault()
    void form.save()
  }

  return (
    <AdminPage title={t('admin_discord.title')} subtitle={t('admin_discord.subtitle')}>
      <form onSubmit={submit} className="space-y-6">
        <WebhooksSection
          webhooks={form.webhooks}
          onChange={form.setWebhooks}
          onTest={form.test}
          pending={form.pending}
        />
        <TemplatesSection
          templates={form.templates}
          defaults={form.state.default_templates}
          onChange={form.setTemplates}
        />
        <div className="flex justify-end">
          <NeonButton type="submit" disabled={form.busy}>
            {form.busy && form.pending === '' ? t('admin.saving') : t('common.save')}
          </NeonButton>
        </div>
      </form>
      <DeliveriesSection deliveries={form.state.deliveries} />
      <RoleSyncSection roleSync={props.roleSync} />
    </AdminPage>
  )
}
