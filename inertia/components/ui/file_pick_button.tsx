import { useRef, type ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { NeonButton, type ButtonVariant } from '~/components/ui/neon_button'
import { takePickedFile } from '~/lib/picked_file'

/**
 * A small button that opens the file picker (its file input stays hidden, found by tests
 * through `testId`): `onPick` gets the chosen file.
 */
export function FilePickButton({
  accept,
  testId,
  onPick,
  icon: Icon,
  variant = 'vapourGray',
  disabled,
  children,
}: {
  accept: string
  testId: string
  onPick: (file: File) => void
  icon: LucideIcon
  variant?: ButtonVariant
  disabled?: boolean
  children: ReactNode
}) {
  const input = useRef<HTMLInputElement | null>(null)
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="hidden"
        data-testid={testId}
        onChange={(event) => {
          const file = takePickedFile(event)
          if (file) onPick(file)
        }}
      />
      <NeonButton
        variant={variant}
        size="sm"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <Icon className="h-4 w-4" aria-hidden />
        {children}
      </NeonButton>
    </>
  )
}
