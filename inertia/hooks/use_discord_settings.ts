import { useState } from 'react'
import { call } from '~/lib/api_client'
import { useAdminAction } from '~/hooks/use_admin_action'
import { useServerValue } from '~/hooks/use_server_value'
import { useT } from '~/lib/i18n'
import type {
  AnnouncementEvent,
  AnnouncementTemplates,
  DeliveryRow,
  PublicWebhook,
} from '@shared/discord_announcements'

/** A webhook as the form edits it: a saved one has an id; `url` is only a newly pasted URL */
export type WebhookDraft = {
  key: string
  id?: number
  name: string
  url: string
  events: AnnouncementEvent[]
  saved: PublicWebhook | null
}

export type DiscordState = {
  webhooks: PublicWebhook[]
  templates: AnnouncementTemplates
  /** the built-in templates in the site's language (SITE_LOCALE), the posts' language */
  default_templates: AnnouncementTemplates
  deliveries: DeliveryRow[]
}

const drafts = (webhooks: PublicWebhook[]): WebhookDraft[] =>
  webhooks.map((w) => ({
    key: `saved-${w.id}`,
    id: w.id,
    name: w.name,
    url: '',
    events: w.events,
    saved: w,
  }))

/**
 * The Discord page's form: the webhooks and templates being edited, Save (one PUT of the
 * whole form) and Test (a sample post for one saved webhook); each answer refreshes the page
 * state, so the saved URL never comes back and the drafts restart from the saved list
 */
export function useDiscordSettings(props: DiscordState) {
  const [state, setState] = useServerValue(props)
  const [webhooks, setWebhooks] = useState(() => drafts(props.webhooks))
  const [templates, setTemplates] = useState(props.templates)
  const { busy, pending, run } = useAdminAction()
  const t = useT()

  function apply(next: DiscordState) {
    setState(next)
    setWebhooks(drafts(next.webhooks))
    setTemplates(next.templates)
  }

  async function save() {
    const body = {
      webhooks: webhooks.map(({ id, name, url, events }) => ({
        ...(id !== undefined && { id }),
        name,
        ...(url.trim() && { url: url.trim() }),
        events,
      })),
      templates,
    }
    const data = await run(() => call('admin_api.discord.update', { body }), {
      failure: t('admin_discord.save_failed'),
      accept: (answer) => 'webhooks' in answer,
    })
    if (data) apply(data)
  }

  async function test(id: number) {
    const data = await run(() => call('admin_api.discord.test', { params: { id } }), {
      failure: t('admin_discord.test_failed'),
      key: `test-${id}`,
    })
    if (data && 'deliveries' in data) setState({ ...state, deliveries: data.deliveries })
  }

  return { state, webhooks, setWebhooks, templates, setTemplates, save, test, busy, pending }
}
