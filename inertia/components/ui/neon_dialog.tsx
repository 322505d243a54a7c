import { useRef, type ReactNode } from 'react'
import { Dialog } from 'radix-ui'
import { X } from 'lucide-react'
import { useT } from '~/lib/i18n'

/** A dialog's open state and the handler that changes it, as the page that shows it holds them */
export type DialogState = {
  open: boolean
  onOpenChange: (open: boolean) => void
}

type Props = DialogState & {
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  size?: 'sm' | 'md' | 'lg' | 'xl'
  /** hide the visual title (still announced to screen readers) */
  hideTitle?: boolean
  /** no inner padding: the content lays itself out edge to edge */
  flush?: boolean
}

const SIZES = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' }

/**
 * The site's modal: Radix Dialog gives the focus trap, Escape and scroll lock; this adds the
 * neon frame. Our dialogs open from state or window events, not from a Dialog.Trigger, so
 * Radix would not know where to send focus on close: the element focused when the dialog
 * opened gets it back.
 */
export function NeonDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  hideTitle,
  flush,
}: Props) {
  const t = useT()
  const returnFocus = useRef<HTMLElement | null>(null)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          className={`neon-panel fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] ${SIZES[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto ${flush ? '' : 'p-6'}`}
          onOpenAutoFocus={() => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current
            returnFocus.current = null
            if (target?.isConnected) {
              event.preventDefault()
              target.focus()
            }
          }}
        >
          <Dialog.Title className={hideTitle ? 'sr-only' : 'neon-title mb-1 pr-8 text-lg'}>
            {title}
          </Dialog.Title>
          {description ? (
            <Dialog.Description className="mb-4 text-sm text-slate-400">
              {description}
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">
              {typeof title === 'string' ? title : t('ui.dialog')}
            </Dialog.Description>
          )}
          {children}
          <Dialog.Close
            className="absolute top-4 right-4 z-10 rounded-lg p-1.5 text-slate-400 hover:bg-white/10 hover:text-white"
            aria-label={t('common.close')}
          >
            <X className="h-5 w-5" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
