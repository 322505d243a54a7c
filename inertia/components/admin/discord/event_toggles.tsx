import {
  ANNOUNCEMENT_EVENTS,
  ANNOUNCEMENT_INFO,
  type AnnouncementEvent,
} from '@shared/discord_announcements'
import { useT } from '~/lib/i18n'

/** The events one webhook posts: a pill per event, lit when on */
export function EventToggles({
  id,
  value,
  onChange,
}: {
  id: string
  value: AnnouncementEvent[]
  onChange: (events: AnnouncementEvent[]) => void
}) {
  const t = useT()
  const toggle = (event: AnnouncementEvent) =>
    onChange(
      value.includes(event)
        ? value.filter((e) => e !== event)
        : ANNOUNCEMENT_EVENTS.filter((e) => e === event || value.includes(e))
    )
  return (
    <fieldset>
      <legend className="neon-label">{t('admin_discord.posts')}</legend>
      <div className="flex flex-wrap gap-2">
        {ANNOUNCEMENT_EVENTS.map((event) => {
          const on = value.includes(event)
          return (
            <label
              key={event}
              htmlFor={`${id}-${event}`}
              className={`cursor-pointer rounded-full px-3 py-1 text-xs font-semibold ring-1 transition ${
                on
                  ? 'bg-neon-cyan/15 text-neon-cyan ring-neon-cyan/60'
                  : 'bg-white/5 text-slate-400 ring-white/15 hover:text-slate-200'
              }`}
            >
              <input
                id={`${id}-${event}`}
                type="checkbox"
                className="sr-only"
                checked={on}
                onChange={() => toggle(event)}
              />
              {t(ANNOUNCEMENT_INFO[event].label)}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
