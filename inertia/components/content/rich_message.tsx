import { Fragment, useCallback, type ReactNode } from 'react'
import type { MessageKey, MessageValues } from '@shared/messages'
import { useT } from '~/lib/i18n'

const MARK = '\u0001'

/**
 * `t()` for a message with elements in it (a link, a name in bold): each element goes into the
 * message as a marker and comes back at its place in the translated text, so every language
 * keeps its own word order. Strings and numbers are plain ICU values (a plural's count).
 */
export function useRichT() {
  const t = useT()
  return useCallback(
    (key: MessageKey, values: Record<string, ReactNode>): ReactNode[] => {
      const plain: MessageValues = {}
      for (const [name, value] of Object.entries(values)) {
        plain[name] =
          typeof value === 'string' || typeof value === 'number' ? value : `${MARK}${name}${MARK}`
      }
      return t(key, plain)
        .split(MARK)
        .map((part, index) =>
          index % 2 === 0 ? part : <Fragment key={index}>{values[part]}</Fragment>
        )
    },
    [t]
  )
}
