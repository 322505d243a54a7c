import { Switch } from 'radix-ui'

/** An on/off toggle (Radix Switch): mint when on */
export function NeonSwitch({
  checked,
  onCheckedChange,
  label,
  disabled,
  id,
}: {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** accessible name when no visible label points at it */
  label?: string
  disabled?: boolean
  id?: string
}) {
  return (
    <Switch.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      aria-label={label}
      className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-white/15 ring-1 ring-white/20 transition data-[state=checked]:bg-neon-mint/70 data-[state=checked]:ring-neon-mint disabled:cursor-not-allowed disabled:opacity-50"
    >
      <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </Switch.Root>
  )
}
