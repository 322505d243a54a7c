import type { ReactNode } from 'react'

/** The value of a translated sentence's placeholder that an element (a link, a name) fills */
export const SLOT = '\uE000'

/**
 * A translated sentence with one element inside it, where its language puts it: the message is
 * formatted with `SLOT` as that placeholder (`t('dialogs.auth_terms', { terms: SLOT })`)
 */
export function WithSlot({ text, children }: { text: string; children: ReactNode }) {
  const at = text.indexOf(SLOT)
  if (at === -1) return text
  return (
    <>
      {text.slice(0, at)}
      {children}
      {text.slice(at + SLOT.length)}
    </>
  )
}
