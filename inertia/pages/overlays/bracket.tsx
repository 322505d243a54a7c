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
import { useT } from '~/lib/i18n'

type Props = { options: OverlayOptions; tournament: Data.Bracket | null }

/**
 * The tournament bracket for the stream (the page's bracket, on a translucent panel): one line
 * per slot with `?compact` or past 8 players, so a 16 bracket fits a 1080p source
 */
export default function BracketOverlay({ options, tournament }: InertiaProps<Props>) {
  useLiveProps('tournament', ['tournament'])
  const t = useT()
  return (
    <OverlayFrame title={t('overlays.tournament')} options={options} wide>
      {tournament ? (
        <>
          <OverlayHeading
            kicker={t('overlays.tournament')}
            title={tournament.name ?? t('overlays.tournament')}
          />
          <Bracket
            slots={tournament.slots}
            prize={tournament.prize}
            prizePoints={tournament.prizePoints}
            size={tournament.size}
            dense={options.compact || tournament.size > 8}
          />
        </>
      ) : (
        <OverlayEmpty>{t('overlays.no_tournament')}</OverlayEmpty>
      )}
    </OverlayFrame>
  )
}

BracketOverlay.layout = noLayout
