import { MessageSquareText } from 'lucide-react'
import { AdminPanel } from '~/components/admin/admin_page'
import { Labelled } from '~/components/admin/field'
import {
  ANNOUNCEMENT_EVENTS,
  ANNOUNCEMENT_INFO,
  DISCORD_LIMITS,
  unknownPlaceholders,
  type AnnouncementTemplates,
} from '@shared/discord_announcements'
import { useT } from '~/lib/i18n'

/**
 * One message template per event, with the placeholders it may use listed beside it; an
 * unknown placeholder is flagged here and refused on save. `defaults` are the built-in
 * templates in the site's language (SITE_LOCALE, the posts' language, not the admin's own):
 * a template that differs from its default offers the reset.
 */
export function TemplatesSection({
  templates,
  defaults,
  onChange,
}: {
  templates: AnnouncementTemplates
  defaults: AnnouncementTemplates
  onChange: (templates: AnnouncementTemplates) => void
}) {
  const t = useT()
  return (
    <AdminPanel
      title={t('admin_discord.templates_title')}
      icon={MessageSquareText}
      iconClassName="text-neon-pink"
      note={t('admin_discord.templates_note')}
    >
      <div className="grid gap-5 lg:grid-cols-2">
        {ANNOUNCEMENT_EVENTS.map((event) => {
          const info = ANNOUNCEMENT_INFO[event]
          const id = `template-${event}`
          const unknown = unknownPlaceholders(event, templates[event])
          return (
            <Labelled
              key={event}
              id={id}
              label={t(info.label)}
              hint={
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  {Object.entries(info.placeholders).map(([name, meaning]) => (
                    <span key={name}>
                      <code className="text-neon-cyan">{`{${name}}`}</code> {t(meaning)}
                    </span>
                  ))}
                  {templates[event] !== defaults[event] && (
                    <button
                      type="button"
                      className="text-neon-pink underline-offset-2 hover:underline"
                      onClick={() => onChange({ ...templates, [event]: defaults[event] })}
                    >
                      {t('admin_discord.templates_reset')}
                    </button>
                  )}
                </span>
              }
            >
              <textarea
                id={id}
                rows={3}
                maxLength={DISCORD_LIMITS.templateLength}
                className="neon-input resize-y font-mono text-xs"
                value={templates[event]}
                aria-invalid={unknown.length > 0}
                onChange={(e) => onChange({ ...templates, [event]: e.target.value })}
              />
              {unknown.length > 0 && (
                <p className="mt-1 text-xs text-neon-orange" role="alert">
                  {t('admin_discord.templates_unknown', { names: unknown.join(', ') })}
                </p>
              )}
            </Labelled>
          )
        })}
      </div>
    </AdminPanel>
  )
}
