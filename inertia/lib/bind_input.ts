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
