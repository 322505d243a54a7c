import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { Monitor } from 'lucide-react'
import { ProfileSection } from '~/components/profile/section'
import { NeonButton } from '~/components/ui/neon_button'
import { call, type ApiAnswer } from '~/lib/api_client'
import { useBusy } from '~/hooks/use_busy'
import { apiMessage } from '~/lib/api_message'
import { formatLocalDateTime } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

type SignedIn = ApiAnswer<'account_links.user.sessions'>['sessions']

/** SIGNED-IN SESSIONS: every browser logged in to the account; any other one can be ended */
export function SessionsSection({ active }: { active: boolean }) {
  const t = useT()
  const locale = useLocale()
  const [sessions, setSessions] = useState<SignedIn | null>(null)
  const { busy, run } = useBusy()

  useEffect(() => {
    if (!active) return
    let cancelled = false
    call('account_links.user.sessions', {})
      .then((result) => !cancelled && result.ok && setSessions(result.data.sessions))
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [active])

  const end = (handle: string | null) =>
    run(async () => {
      const result = handle
        ? await call('account_api.user.sessions.end', { params: { handle } })
        : await call('account_api.user.sessions.end_others', {})
      if (!result.ok)
        return void toast.error(apiMessage(result.data) ?? t('profile.sessions_end_failed'))
      toast.success(result.data.message)
      setSessions(result.data.sessions)
    })

  const others = sessions?.filter((s) => !s.current).length ?? 0
  return (
    <ProfileSection title={t('profile.sessions_title')} hint={t('profile.sessions_hint')}>
      {sessions === null ? (
        <p className="text-sm text-slate-400" role="status">
          {t('profile.sessions_loading')}
        </p>
      ) : (
        <div className="space-y-3">
          <ul className="divide-y divide-white/5">
            {sessions.map((s) => (
              <li key={s.handle} className="flex items-center gap-3 py-2.5">
                <Monitor className="h-5 w-5 shrink-0 text-neon-cyan" aria-hidden />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold text-white">
                    {s.browser}
                    {s.current && (
                      <span className="ml-2 rounded-full bg-neon-green/15 px-2 py-0.5 text-[0.65rem] font-bold text-neon-green ring-1 ring-neon-green/40">
                        {t('profile.sessions_this_device')}
                      </span>
                    )}
                  </p>
                  <p className="truncate text-xs text-slate-400">
                    {t('profile.sessions_seen', {
                      address: s.address,
                      when: formatLocalDateTime(s.seen_at, locale),
                    })}
                  </p>
                </div>
                {!s.current && (
                  <NeonButton
                    variant="vapourGray"
                    size="sm"
                    disabled={busy}
                    onClick={() => end(s.handle)}
                  >
                    {t('profile.sessions_end')}
                  </NeonButton>
                )}
              </li>
            ))}
          </ul>
          {others > 0 && (
            <div className="flex justify-end">
              <NeonButton
                variant="vapourOrange"
                size="sm"
                disabled={busy}
                onClick={() => end(null)}
              >
                {t('profile.sessions_end_others')}
              </NeonButton>
            </div>
          )}
        </div>
      )}
    </ProfileSection>
  )
}
