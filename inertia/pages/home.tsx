import { Head, Link } from '@inertiajs/react'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'

export default function Home({ teaser }: InertiaProps<{ teaser: Data.Board }>) {
  return (
    <>
      <Head title="Home" />
      <section className="relative flex min-h-[70dvh] flex-col items-center justify-center gap-6 px-4 text-center">
        <img
          src="/logo.svg"
          alt="NEONPLAY"
          className="h-16 w-auto sm:h-20"
          width={320}
          height={77}
        />
        <p className="max-w-xl text-lg text-slate-200">
          use code on the partner and stay active to receive exclusive rewards
        </p>
        <div className="flex gap-3">
          <a
            href="#bonuses"
            className="rounded-xl bg-neon-pink px-6 py-3 font-display font-semibold"
          >
            BONUSES
          </a>
          <Link
            href="/leaderboard"
            className="rounded-xl px-6 py-3 font-display font-semibold ring-1 ring-neon-cyan"
          >
            LEADERBOARD
          </Link>
        </div>
      </section>
      <section id="bonuses" className="mx-auto max-w-5xl px-4">
        <h2 className="neon-title text-2xl">Leaderboard</h2>
        <p className="mt-2 text-slate-300">
          ${teaser.prize.toLocaleString('en-US')} monthly prize pool
        </p>
        <ol className="mt-4 space-y-1">
          {teaser.leaderboard.map((entry, i) => (
            <li key={entry.username}>
              {i + 1}. {entry.username}
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}
