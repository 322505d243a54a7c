import { useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { Tabs } from 'radix-ui'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import { PROVIDERS, PROVIDER_LABELS, type Provider } from '@shared/leaderboards'
import { PartnerLogo } from '~/components/ui/partner_logo'
import { BoardView } from '~/components/leaderboard/board_view'
import { FloatingDeco } from '~/components/leaderboard/floating_deco'

type Props = { initial: string; now: string; boards: Data.Board[] }

/**
 * The four provider boards as tabs. All boards come with the page, so a tab switches on the
 * spot; the address (?l=) follows without a round trip to the server.
 */
export default function Leaderboard({ initial, now, boards }: InertiaProps<Props>) {
  const available = PROVIDERS.filter((p) => boards.some((b) => b.provider === p))
  const [active, setActive] = useState(() => Math.max(0, available.indexOf(initial as Provider)))

  function select(value: string) {
    const index = available.indexOf(value as Provider)
    if (index < 0) return
    setActive(index)
    router.replace({
      url: `/leaderboard?l=${value}`,
      preserveState: true,
      preserveScroll: true,
      props: (props) => ({ ...props, initial: value }),
    })
  }

  const current = available[active]
  return (
    <div className="relative overflow-x-clip">
      <Head title={`${PROVIDER_LABELS[current]} Leaderboard`} />
      <FloatingDeco />
      <Tabs.Root
        value={current}
        onValueChange={select}
        className="relative mx-auto max-w-5xl px-4 pt-8"
      >
        <Tabs.List
          aria-label="Leaderboard provider"
          className="mx-auto mb-10 grid max-w-2xl grid-cols-2 gap-2 rounded-2xl border border-white/10 bg-night-900/70 p-2 sm:grid-cols-4"
        >
          {available.map((provider) => (
            <Tabs.Trigger
              key={provider}
              value={provider}
              className="flex h-14 items-center justify-center rounded-xl px-3 opacity-75 transition hover:bg-white/5 hover:opacity-100 data-[state=active]:bg-night-700 data-[state=active]:opacity-100 data-[state=active]:shadow-[inset_0_0_0_1px_rgb(255_43_214/0.6),0_0_24px_-6px_rgb(255_43_214/0.6)]"
            >
              <PartnerLogo provider={provider} className="h-7 w-auto max-w-full" />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {boards.map((board) => (
          <Tabs.Content key={board.provider} value={board.provider}>
            <BoardView board={board} serverNow={now} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  )
}
