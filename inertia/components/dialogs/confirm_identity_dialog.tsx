import { useRef, useState, type FormEvent } from 'react'
import { ShieldCheck } from 'lucide-react'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { NeonButton } from '~/components/ui/neon_button'
import { TextField } from '~/components/ui/form_field'
import { CONFIRM_IDENTITY_EVENT } from '~/lib/events'
import { useWindowEvent } from '~/hooks/use_window_event'
import { call } from '~/lib/api_client'
import { apiMessage } from '~/lib/api_message'
import { CONFIRMATION, CONFIRMATION_MESSAGES as M } from '@shared/confirmation'
import { bindInput } from '~/lib/bind_input'

/**
 * Confirming it is you before a dangerous action (#shared/confirmation): the password, or a
 * two-factor code, then the API client sends the action again. Closing it cancels the action.
 */
export function ConfirmIdentityDialog() {
  const [open, setOpen] = useState(false)
  const [useCode, setUseCode] = useState(false)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // every caller waiting on this dialog (two actions may ask at once): one answer for all
  const waiting = useRef<((confirmed: boolean) => void)[]>([])

  useWindowEvent<{ resolve: (confirmed: boolean) => void }>(CONFIRM_IDENTITY_EVENT, (detail) => {
    waiting.current.push(detail.resolve)
    setValue('')
    setError(null)
    setOpen(true)
  })

  function finish(confirmed: boolean) {
    for (const resolve of waiting.current.splice(0)) resolve(confirmed)
    setOpen(false)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!value.trim()) return setError(M.missing)
    setBusy(true)
    try {
      const result = await call('auth.confirm', {
        body: useCode ? { code: value.trim() } : { password: value },
      })
      if (result.ok) return finish(true)
      setError(apiMessage(result.data) ?? M.wrong)
    } catch {
      setError(M.wrong)
    } finally {
      setBusy(false)
    }
  }

  return (
    <NeonDialog
      open={open}
      onOpenChange={(next) => !next && finish(false)}
      title="Confirm it's you"
      description={`This action needs your ${useCode ? 'two-factor code' : 'password'} again (asked at most every ${CONFIRMATION.minutes} minutes).`}
      size="sm"
    >
      <form onSubmit={submit} className="space-y-4">
        <div className="flex justify-center">
          <span className="grid h-12 w-12 place-items-center rounded-full bg-neon-pink/10 text-neon-pink ring-1 ring-neon-pink/50">
            <ShieldCheck className="h-6 w-6" aria-hidden />
          </span>
        </div>
        <TextField
          key={useCode ? 'code' : 'password'}
          label={useCode ? 'Two-factor code' : 'Password'}
          type={useCode ? 'text' : 'password'}
          inputMode={useCode ? 'numeric' : undefined}
          autoComplete={useCode ? 'one-time-code' : 'current-password'}
          {...bindInput(value, (next) => {
            setValue(next)
            setError(null)
          })}
          error={error}
          autoFocus
        />
        <NeonButton type="submit" className="w-full" disabled={busy}>
          {busy ? 'Checking...' : 'Confirm'}
        </NeonButton>
        <button
          type="button"
          className="w-full text-center text-xs text-slate-400 underline-offset-2 hover:text-neon-cyan hover:underline"
          onClick={() => {
            setUseCode((on) => !on)
            setValue('')
            setError(null)
          }}
        >
          {useCode ? 'Use my password instead' : 'Use a two-factor code instead'}
        </button>
      </form>
    </NeonDialog>
  )
}
