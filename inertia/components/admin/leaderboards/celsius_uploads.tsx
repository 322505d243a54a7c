import { Fragment, useRef, useState, type ChangeEvent } from 'react'
import { ImageOff, ImagePlus, Medal } from 'lucide-react'
import { NeonButton } from '~/components/ui/neon_button'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call } from '~/lib/api_client'
import { adminToast } from '~/lib/toasts'

const UPLOAD_FAILED = 'Failed to upload image'
const UPLOADED = 'Image uploaded successfully'

/**
 * The Celsius card's two uploads: the board's image, and the winners image of a finished
 * competition (a prompt asks for its end date, YYYY-MM-DD; left empty, the latest one).
 */
/** The current board image; a missing or broken one shows a placeholder (keyed by the image) */
function BoardThumbnail({ image }: { image: string | null }) {
  const [broken, setBroken] = useState(false)
  return (
    <div className="grid h-12 w-12 shrink-0 place-items-center overflow-hidden rounded-xl bg-night-950/70 ring-1 ring-white/10">
      {image && !broken ? (
        <img
          src={image}
          alt="Current leaderboard image"
          className="h-full w-full object-cover"
          onError={() => setBroken(true)}
        />
      ) : (
        <ImageOff className="h-5 w-5 text-slate-600" aria-label="No leaderboard image" />
      )}
    </div>
  )
}

type Kind = 'image' | 'winner'

/** The two uploads: where each goes, its button and the id of its hidden file input */
const UPLOADS = [
  {
    kind: 'image',
    route: 'admin_api.leaderboards.image',
    label: 'Upload Leaderboard Image',
    icon: ImagePlus,
    variant: 'vapourPink',
    testId: 'leaderboard-image-input',
  },
  {
    kind: 'winner',
    route: 'admin_api.leaderboards.winner_image',
    label: 'Upload Winner Image',
    icon: Medal,
    variant: 'vapourOrange',
    testId: 'winner-image-input',
  },
] as const

export function CelsiusUploads({
  image,
  onUploaded,
}: {
  /** the board's current image, if any */
  image: string | null
  onUploaded: () => void
}) {
  const inputs = useRef<Partial<Record<Kind, HTMLInputElement | null>>>({})
  const { busy, run } = useAdminAction()

  const upload = async (
    event: ChangeEvent<HTMLInputElement>,
    kind: Kind,
    route: (typeof UPLOADS)[number]['route']
  ) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!file.type.startsWith('image/')) {
      adminToast.error('Please select an image file')
      return
    }
    const body = new FormData()
    body.append('image', file)
    if (kind === 'winner') {
      const date = window.prompt(
        'End date of the competition (YYYY-MM-DD). Leave empty for the latest one.'
      )
      if (date === null) return
      if (date.trim()) body.append('date', date.trim())
    }
    const data = await run(() => call(route, { body }), {
      failure: UPLOAD_FAILED,
      accept: (answer) => 'image' in answer,
      success: (answer) => answer.message || UPLOADED,
    })
    if (data) onUploaded()
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        <BoardThumbnail key={image} image={image} />
        <p className="text-xs text-slate-400">
          <span className="block font-semibold text-slate-200">Celsius images</span>
          The board's image, and the winners image of a finished competition.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {UPLOADS.map(({ kind, route, label, icon: Icon, variant, testId }) => (
          <Fragment key={kind}>
            <input
              ref={(element) => {
                inputs.current[kind] = element
              }}
              type="file"
              accept="image/*"
              className="hidden"
              data-testid={testId}
              onChange={(e) => upload(e, kind, route)}
            />
            <NeonButton
              variant={variant}
              size="sm"
              disabled={busy}
              onClick={() => inputs.current[kind]?.click()}
            >
              <Icon className="h-4 w-4" aria-hidden />
              {label}
            </NeonButton>
          </Fragment>
        ))}
      </div>
    </div>
  )
}
