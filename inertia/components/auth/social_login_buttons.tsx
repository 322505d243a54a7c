import { useEffect, useState } from 'react'
import { usePage } from '@inertiajs/react'
import { MaskIcon } from '~/components/ui/mask_icon'
import { INTENDED_PARAM, safeIntendedPath } from '@shared/accounts'
import { useT } from '~/lib/i18n'

type SocialProvider = 'discord' | 'kick' | 'twitch'

const PROVIDERS: Record<SocialProvider, { name: string; icon: string; className: string }> = {
  discord: {
    name: 'Discord',
    icon: '/assets-static/social/discord.svg',
    className:
      'bg-[#5865F2]/15 ring-[#5865F2]/70 hover:bg-[#5865F2]/30 hover:shadow-[0_0_18px_rgba(88,101,242,0.45)] [&>span:first-child]:text-[#8f99ff]',
  },
  kick: {
    name: 'Kick',
    icon: '/assets-static/social/kick.svg',
    className:
      'bg-[#53FC18]/10 ring-[#53FC18]/60 hover:bg-[#53FC18]/20 hover:shadow-[0_0_18px_rgba(83,252,24,0.35)] [&>span:first-child]:text-[#53FC18]',
  },
  twitch: {
    name: 'Twitch',
    icon: '/assets-static/social/twitch.svg',
    className:
      'bg-[#9146FF]/15 ring-[#9146FF]/70 hover:bg-[#9146FF]/30 hover:shadow-[0_0_18px_rgba(145,70,255,0.45)] [&>span:first-child]:text-[#b98cff]',
  },
}

/**
 * The page to come back to after a "Continue with" log-in: the one the auth gate remembered,
 * else the page the dialog was opened on (the server checks it again).
 */
function returnPath() {
  const params = new URLSearchParams(window.location.search)
  const remembered = safeIntendedPath(params.get(INTENDED_PARAM))
  if (remembered) return remembered
  for (const name of ['auth', 'step', INTENDED_PARAM]) params.delete(name)
  const query = params.toString()
  return safeIntendedPath(`${window.location.pathname}${query ? `?${query}` : ''}`)
}

function startUrl(provider: SocialProvider, back: string | null) {
  const url = `/auth/${provider}/redirect`
  return back && back !== '/' ? `${url}?${new URLSearchParams({ [INTENDED_PARAM]: back })}` : url
}

/**
 * "Continue with Discord / Kick / Twitch" under both forms of the auth dialog: plain links (the OAuth
 * round trip is browser navigation), shown only for the providers the site has set up.
 */
export function SocialLoginButtons() {
  const t = useT()
  const { site } = usePage().props
  const [back, setBack] = useState<string | null>(null)
  useEffect(() => setBack(returnPath()), [])

  const shown = (Object.keys(PROVIDERS) as SocialProvider[]).filter((p) => site.socialLogin[p])
  if (shown.length === 0) return null
  return (
    <div className="mt-5">
      <div className="flex items-center gap-3 text-[0.65rem] font-semibold tracking-[0.25em] text-slate-500 uppercase">
        <span className="h-px flex-1 bg-white/10" />
        {t('auth.social_or')}
        <span className="h-px flex-1 bg-white/10" />
      </div>
      <div className={`mt-4 grid gap-3 ${shown.length > 1 ? 'sm:grid-cols-2 md:grid-cols-1' : ''}`}>
        {shown.map((provider) => {
          const { name, icon, className } = PROVIDERS[provider]
          return (
            <a
              key={provider}
              href={startUrl(provider, back)}
              className={`flex items-center justify-center gap-2.5 rounded-xl px-4 py-2.5 text-sm font-semibold text-white ring-1 transition ${className}`}
            >
              <MaskIcon src={icon} className="h-5 w-5" />
              <span>{t('auth.social_continue', { name })}</span>
            </a>
          )
        })}
      </div>
    </div>
  )
}
