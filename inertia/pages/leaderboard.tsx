import { useEffect, useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { Tabs } from 'radix-ui'
import { Zap } from 'lucide-react'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import { BOARDS, POINTS_BOARD, PROVIDER_LABELS, isBoard, type Board } from '@shared/leaderboards'
import { PartnerLogo } from '~/components/ui/partner_logo'
import { BoardView } from '~/components/leaderboard/board_view'
import { FloatingDeco } from '~/components/leaderboard/floating_deco'
import { useLiveProps } from '~/hooks/use_live_props'
import { useT } from '~/lib/i18n'

type Props = { initial: string; now: string; board: Data.Board }

/** The address of a board's tab: the points race has its own, the partner boards use ?l= */
const boardUrl = (board: Board) =>
  board === POINTS_BOARD ? '/leaderboard/points' : `/leaderboard?l=${board}`

/**
 * The four partner boards and the points race as tabs. The page comes with the board ?l= (or
 * /leaderboard/points) picks; another tab asks for its board by a partial reload (only
 * `board`, from that tab's address), and every board loaded once stays, so going back to a
 * tab switches on the spot.
 */
export default function Leaderboard({ initial, now, board }: InertiaProps<Props>) {
  const t = useT()
  const [active, setActive] = useState<Board>(() => (isBoard(initial) ? initial : BOARDS[0]))
  const [loaded, setLoaded] = useState<Partial<Record<Board, Data.Board>>>(() => ({
    [board.provider]: board,
  }))
  useEffect(() => {
    setLoaded((boards) => ({ ...boards, [board.provider]: board }))
  }, [board])
  // a change brings every board: the shown one replaces the prop, the other tabs switch on the spot
  useLiveProps('boards', ['board'], {
    pick: (data) => {
      const boards = data.boards as Record<Board, Data.Board>
      setLoaded(boards)
      return { board: boards[active] }
    },
  })

  function select(provider: string) {
    if (!isBoard(provider)) return
    setActive(provider)
    const visit = { preserveState: true, preserveScroll: true, replace: true }
    if (loaded[provider]) {
      router.replace({
        ...visit,
        url: boardUrl(provider),
        props: (props) => ({ ...props, initial: provider }),
      })
    } else {
      router.get(boardUrl(provider), {}, { ...visit, only: ['board', 'initial'] })
    }
  }

  const current = loaded[active]
  return (
    <div className="relative overflow-x-clip">
      <Head
        title={
          active === POINTS_BOARD
            ? t('leaderboard.points_title')
            : t('leaderboard.page_title', { board: PROVIDER_LABELS[active] })
        }
      />
      <FloatingDeco />
      <Tabs.Root
        value={active}
        onValueChange={select}
        className="relative mx-auto max-w-5xl px-4 pt-8"
      >
        <Tabs.List
          aria-label={t('leaderboard.providers_label')}
          className="mx-auto mb-10 grid max-w-4xl grid-cols-2 gap-2 rounded-2xl border border-white/10 bg-night-900/70 p-2 sm:grid-cols-5"
        >
          {BOARDS.map((provider) => (
            <Tabs.Trigger
              key={provider}
              value={provider}
              data-board={provider}
              className="col-span-1 flex h-14 min-w-0 items-center justify-center rounded-xl px-3 opacity-75 transition last:col-span-2 hover:bg-white/5 hover:opacity-100 data-[state=active]:bg-night-700 data-[state=active]:opacity-100 data-[state=active]:shadow-[inset_0_0_0_1px_rgb(255_43_214/0.6),0_0_24px_-6px_rgb(255_43_214/0.6)] sm:last:col-span-1"
            >
              {provider === POINTS_BOARD ? (
                <span className="flex min-w-0 items-center gap-1.5 text-left font-display text-sm leading-tight font-extrabold tracking-wider text-white uppercase sm:text-xs md:text-sm">
                  <Zap aria-hidden className="h-5 w-5 shrink-0 text-neon-cyan" />
                  {t('leaderboard.points_title')}
                </span>
              ) : (
                <PartnerLogo provider={provider} className="h-7 w-auto max-w-full" />
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={active}>
          {current ? (
            <BoardView key={active} board={current} serverNow={now} />
          ) : (
            // the board is on its way: hold the space so the page does not jump
            <div aria-busy="true" className="min-h-[80vh]" />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
