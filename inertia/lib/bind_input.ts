import type { ChangeEvent } from 'react'

/** What ties an input to a string it edits: its value and the handler that keeps it as typed */
export type InputBinding = {
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}

/**
 * The props that bind an input to a string in state, spread on it:
 * `<Field label="Title" {...bindInput(title, setTitle)} />`
 */
export function bindInput(value: string, setValue: (value: string) => void): InputBinding {
  return { value, onChange: (event) => setValue(event.target.value) }
}

/** The binding of one string of a form's record of strings (`key`), kept in `setFields` */
export function bindField<T extends Record<string, string>>(
  fields: T,
  setFields: (fields: T) => void,
  key: keyof T & string
): InputBinding {
  return bindInput(fields[key], (value) => setFields({ ...fields, [key]: value }))
}

/**
 * The binding of one string of an Inertia form's data (useHttp, useForm), spread on its input:
 * `{...bindData(form, 'email')}`. Editing clears the form's errors (docs/product.md).
 */
export function bindData<T extends object, K extends keyof T & string>(
  form: { data: T; setData: (key: K, value: string) => void; clearErrors: () => void },
  key: K
): InputBinding {
  return bindInput(String(form.data[key]), (value) => {
    form.setData(key, value)
    form.clearErrors()
  })
}
