import { useRef, type ChangeEvent } from 'react'
import { ImagePlus, Medal } from 'lucide-react'
import { NeonButton } from '~/components/ui/neon_button'
import { useAdminAction } from '~/lib/use_admin_action'
import { adminToast } from '~/lib/toasts'

const UPLOAD_FAILED = 'Failed to upload image'
const UPLOADED = 'Image uploaded successfully'

/**
 * The Celsius card's two uploads: the board's image, and the winners image of a finished
 * competition (a prompt asks for its end date, YYYY-MM-DD; left empty, the latest one).
 */
export function CelsiusUploads({ onUploaded }: { onUploaded: () => void }) {
  const boardInput = useRef<HTMLInputElement>(null)
  const winnerInput = useRef<HTMLInputElement>(null)
  const { busy, run } = useAdminAction()

  const upload = async (event: ChangeEvent<HTMLInputElement>, kind: 'image' | 'winner') => {
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
    const url =
      kind === 'image'
        ? '/api/leaderboards/celsius/image'
        : '/api/leaderboards/celsius/winner-image'
    const data = await run('POST', url, body, {
      failure: UPLOAD_FAILED,
      success: (answer) => answer?.message || UPLOADED,
    })
    if (data) onUploaded()
  }

  return (
    <>
      <input
        ref={boardInput}
        type="file"
        accept="image/*"
        className="hidden"
        data-testid="leaderboard-image-input"
        onChange={(e) => upload(e, 'image')}
      />
      <input
        ref={winnerInput}
        type="file"
        accept="image/*"
        className="hidden"
        data-testid="winner-image-input"
        onChange={(e) => upload(e, 'winner')}
      />
      <NeonButton
        variant="vapourPink"
        size="sm"
        disabled={busy}
        onClick={() => boardInput.current?.click()}
      >
        <ImagePlus className="h-4 w-4" aria-hidden />
        Upload Leaderboard Image
      </NeonButton>
      <NeonButton
        variant="vapourOrange"
        size="sm"
        disabled={busy}
        onClick={() => winnerInput.current?.click()}
      >
        <Medal className="h-4 w-4" aria-hidden />
        Upload Winner Image
      </NeonButton>
    </>
  )
}
