import { useEffect, useRef, useState } from 'react'
import { Link } from '@inertiajs/react'
import { ChevronDown, Pause, Play } from 'lucide-react'
import { neonButtonClass } from '~/components/ui/neon_button'
import { prefersReducedMotion, useReducedMotion } from '~/hooks/use_reduced_motion'
import { SiteLogo } from '~/components/ui/site_logo'
import { useT } from '~/lib/i18n'

/**
 * Full-screen hero over a looping background video. A gradient stands in until the video
 * plays (it is not preloaded and starts after the page has loaded); nothing plays by itself
 * when the visitor prefers reduced motion, and a button pauses or resumes it (WCAG 2.2.2).
 * The poster frame (30 KB) is only asked for when it shows: with reduced motion, or paused
 * before the video played. Otherwise it would load with the first screen, under the gradient.
 */
export function Hero({ code }: { code: string }) {
  const video = useRef<HTMLVideoElement>(null)
  const reduced = useReducedMotion()
  const [playing, setPlaying] = useState(false)
  const [stopped, setStopped] = useState(false)
  const t = useT()

  useEffect(() => {
    const el = video.current
    if (!el) return
    // Read the media query here too: while hydrating the hook still gives the server's `false`,
    // and a play() then would fetch the video for a visitor who asked for no motion
    if (reduced || stopped || prefersReducedMotion()) {
      el.pause()
      return
    }
    // The video (about 800 KB) waits for the page's load event so it never competes with
    // the scripts, styles and text of the first screen
    const start = () => {
      el.muted = true
      el.play().catch(() => setPlaying(false))
    }
    if (document.readyState === 'complete') {
      start()
      return
    }
    window.addEventListener('load', start, { once: true })
    return () => window.removeEventListener('load', start)
  }, [reduced, stopped])

  const visible = playing || reduced || stopped
  return (
    <section className="relative isolate -mt-16 flex min-h-svh items-center justify-center overflow-hidden px-4 pt-16">
      <div
        aria-hidden
        className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_50%_60%,#ff2bd64d,transparent_55%),linear-gradient(180deg,#0d0b1f_0%,#2a0f4a_55%,#5a1670_75%,#07060f_100%)]"
      />
      <video
        ref={video}
        aria-hidden
        muted
        loop
        playsInline
        preload="none"
        poster={reduced || stopped ? '/media/hero-poster.webp' : undefined}
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        data-playing={playing ? 'true' : 'false'}
        className={`absolute inset-0 -z-10 h-full w-full object-cover transition-opacity duration-1000 ${visible ? 'opacity-100' : 'opacity-0'}`}
      >
        <source src="/media/hero.webm" type="video/webm" />
        <source src="/media/hero.mp4" type="video/mp4" />
      </video>
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(7_6_15/0.55)_0%,rgb(7_6_15/0.35)_45%,rgb(7_6_15/0.9)_85%,#07060f_100%)]"
      />

      <div className="flex max-w-3xl flex-col items-center text-center">
        <p className="mb-6 rounded-full border border-neon-cyan/40 bg-night-950/60 px-4 py-1.5 font-display text-xs font-semibold tracking-[0.3em] text-neon-cyan backdrop-blur">
          {`${t('home.hero_code')} `}
          <span className="text-white">{code}</span>
        </p>
        <SiteLogo
          width={200}
          height={48}
          fetchPriority="high"
          className="h-auto w-[min(82vw,560px)] drop-shadow-[0_0_30px_rgb(255_43_214/0.35)]"
        />
        <p className="mt-6 max-w-xl text-lg font-medium text-slate-100 [text-shadow:0_2px_12px_rgb(0_0_0/0.8)] sm:text-xl">
          {t('home.hero_tagline')}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <a href="#bonuses" className={neonButtonClass('main', 'lg', 'min-w-44')}>
            {t('home.hero_bonuses')}
          </a>
          <Link
            href="/leaderboard"
            className={neonButtonClass(
              'vapourBlue',
              'lg',
              'min-w-44 bg-night-950/60 backdrop-blur'
            )}
          >
            {t('home.hero_leaderboard')}
          </Link>
        </div>
      </div>

      <a
        href="#bonuses"
        aria-label={t('home.hero_scroll')}
        className="absolute bottom-6 left-1/2 -translate-x-1/2 rounded-full p-2 text-slate-300 hover:text-white"
      >
        <ChevronDown aria-hidden className="h-7 w-7 motion-safe:animate-bounce" />
      </a>
      <button
        type="button"
        onClick={() => setStopped((v) => !v)}
        aria-label={t(stopped ? 'home.hero_play_video' : 'home.hero_pause_video')}
        className={`absolute right-4 bottom-6 rounded-full border border-white/15 bg-night-950/60 p-2.5 text-slate-200 backdrop-blur hover:text-white ${reduced ? 'hidden' : ''}`}
      >
        {stopped ? (
          <Play aria-hidden className="h-4 w-4" />
        ) : (
          <Pause aria-hidden className="h-4 w-4" />
        )}
      </button>
    </section>
  )
}
