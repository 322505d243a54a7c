import { useState, type FormEvent } from 'react'
import { useBusy } from '~/hooks/use_busy'
import { useFormError } from '~/hooks/use_form_error'
import { bindInput } from '~/lib/bind_input'

/**
 * A small form that sends one typed value: typing clears its error. `submit(send, offline)`
 * makes the form's submit handler: it checks the value first (`check` names what is wrong),
 * then runs `send` once at a time; a call that throws is reported with `offline`.
 */
export function useSingleValueForm(
  initial: string,
  check: (value: string) => string | null | undefined
) {
  const [value, setValue] = useState(initial)
  const { message, fail, clear } = useFormError()
  const { busy, run } = useBusy()
  const input = bindInput(value, (next) => {
    setValue(next)
    clear()
  })
  const submit = (send: () => Promise<void>, offline: string) => (event: FormEvent) => {
    event.preventDefault()
    const invalid = check(value)
    if (invalid) return fail(invalid)
    run(async () => {
      try {
        await send()
      } catch {
        fail(offline)
      }
    })
  }
  return { value, input, message, fail, busy, submit }
}
