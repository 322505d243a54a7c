import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import type { OverlayOptions } from '@shared/overlays'
import { Bracket } from '~/components/tournament/bracket'
import {
  OverlayEmpty,
  OverlayFrame,
  OverlayHeading,
  noLayout,
} from '~/components/overlays/overlay_frame'
import { useLiveProps } from '~/hooks/use_live_props'

type Props = { options: OverlayOptions; tournament: Data.Bracket | null }

/** The tournament bracket for the stream (the page's bracket, on a translucent panel) */
export default function BracketOverlay({ options, tournament }: InertiaProps<Props>) {
  useLiveProps('tournament', ['tournament'])
  return (
    <OverlayFrame title="Tournament" options={options} wide>
      {tournament ? (
        <>
          <OverlayHeading kicker="Tournament" title={tournament.name ?? 'Tournament'} />
          <Bracket slots={tournament.slots} prize={tournament.prize} />
        </>
      ) : (
        <OverlayEmpty>No tournament right now</OverlayEmpty>
      )}
    </OverlayFrame>
  )
}

BracketOverlay.layout = noLayout
