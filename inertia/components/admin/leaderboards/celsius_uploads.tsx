import { useState } from 'react'
import { ImageOff, ImagePlus, Medal } from 'lucide-react'
import { FilePickButton } from '~/components/ui/file_pick_button'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call } from '~/lib/api_client'
import { adminToast } from '~/lib/toasts'
import { isImageFile } from '~/lib/picked_file'

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
  const { busy, run } = useAdminAction()

  const upload = async (file: File, kind: Kind, route: (typeof UPLOADS)[number]['route']) => {
    if (!isImageFile(file, adminToast.error)) return
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
        {UPLOADS.map(({ kind, route, label, icon, variant, testId }) => (
          <FilePickButton
            key={kind}
            accept="image/*"
            testId={testId}
            icon={icon}
            variant={variant}
            disabled={busy}
            onPick={(file) => upload(file, kind, route)}
          >
            {label}
          </FilePickButton>
        ))}
      </div>
    </div>
  )
}
