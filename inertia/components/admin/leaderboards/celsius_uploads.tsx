import { useState } from 'react'
import { ImageOff, ImagePlus, Medal } from 'lucide-react'
import { FilePickButton } from '~/components/ui/file_pick_button'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call } from '~/lib/api_client'
import { adminToast } from '~/lib/toasts'
import { isImageFile } from '~/lib/picked_file'
import { useT } from '~/lib/i18n'

/**
 * The Celsius card's two uploads: the board's image, and the winners image of a finished
 * competition (a prompt asks for its end date, YYYY-MM-DD; left empty, the latest one).
 */
/** The current board image; a missing or broken one shows a placeholder (keyed by the image) */
function BoardThumbnail({ image }: { image: string | null }) {
  const [broken, setBroken] = useState(false)
  const t = useT()
  return (
    <div className="grid h-12 w-12 shrink-0 place-items-center overflow-hidden rounded-xl bg-night-950/70 ring-1 ring-white/10">
      {image && !broken ? (
        <img
          src={image}
          alt={t('admin_leaderboards.celsius_current_image')}
          className="h-full w-full object-cover"
          onError={() => setBroken(true)}
        />
      ) : (
        <ImageOff
          className="h-5 w-5 text-slate-600"
          aria-label={t('admin_leaderboards.celsius_no_image')}
        />
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
    label: 'admin_leaderboards.celsius_upload_image',
    icon: ImagePlus,
    variant: 'vapourPink',
    testId: 'leaderboard-image-input',
  },
  {
    kind: 'winner',
    route: 'admin_api.leaderboards.winner_image',
    label: 'admin_leaderboards.celsius_upload_winner',
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
  const t = useT()

  const upload = async (file: File, kind: Kind, route: (typeof UPLOADS)[number]['route']) => {
    if (!isImageFile(file, adminToast.error)) return
    const body = new FormData()
    body.append('image', file)
    if (kind === 'winner') {
      const date = window.prompt(t('admin_leaderboards.celsius_winner_date'))
      if (date === null) return
      if (date.trim()) body.append('date', date.trim())
    }
    const data = await run(() => call(route, { body }), {
      failure: t('admin_leaderboards.celsius_upload_failed'),
      accept: (answer) => 'image' in answer,
      success: (answer) => answer.message || t('admin_leaderboards.celsius_uploaded'),
    })
    if (data) onUploaded()
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        <BoardThumbnail key={image} image={image} />
        <p className="text-xs text-slate-400">
          <span className="block font-semibold text-slate-200">
            {t('admin_leaderboards.celsius_images')}
          </span>
          {t('admin_leaderboards.celsius_images_text')}
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
            {t(label)}
          </FilePickButton>
        ))}
      </div>
    </div>
  )
}
