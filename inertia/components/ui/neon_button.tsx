import type { ButtonHTMLAttributes, ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'

/** The themed button variants of docs/product.md#layout */
export const BUTTON_VARIANTS = {
  // Deep ends of the pink and violet keep white text above 4.5:1 (WCAG AA)
  main: 'bg-gradient-to-r from-[#d1149f] to-[#7c3aed] text-white shadow-glow-pink hover:brightness-110',
  vapourOrange:
    'bg-neon-orange/15 text-neon-orange ring-1 ring-neon-orange/60 hover:bg-neon-orange/25',
  vapourPink: 'bg-neon-pink/15 text-neon-pink ring-1 ring-neon-pink/60 hover:bg-neon-pink/25',
  vapourGray: 'bg-white/5 text-slate-200 ring-1 ring-white/20 hover:bg-white/10',
  vapourBlue: 'bg-neon-cyan/10 text-neon-cyan ring-1 ring-neon-cyan/60 hover:bg-neon-cyan/20',
  vapourGreen: 'bg-neon-green/10 text-neon-green ring-1 ring-neon-green/60 hover:bg-neon-green/20',
  vapourMint: 'bg-neon-mint/10 text-neon-mint ring-1 ring-neon-mint/60 hover:bg-neon-mint/20',
} as const

export type ButtonVariant = keyof typeof BUTTON_VARIANTS

const SIZES = {
  sm: 'px-3 py-1.5 text-xs',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-7 py-3.5 text-base',
} as const

export function neonButtonClass(
  variant: ButtonVariant = 'main',
  size: keyof typeof SIZES = 'md',
  extra = ''
) {
  return [
    'inline-flex items-center justify-center gap-2 rounded-xl font-display font-semibold tracking-wider uppercase transition',
    'disabled:cursor-not-allowed disabled:opacity-50',
    BUTTON_VARIANTS[variant],
    SIZES[size],
    extra,
  ].join(' ')
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: keyof typeof SIZES
  /** drawn before the label (decorative: the label names the button) */
  icon?: LucideIcon
  iconClassName?: string
  children: ReactNode
}

export function NeonButton({
  variant = 'main',
  size = 'md',
  className = '',
  type = 'button',
  icon: Icon,
  iconClassName = 'h-4 w-4',
  children,
  ...rest
}: Props) {
  return (
    <button type={type} className={neonButtonClass(variant, size, className)} {...rest}>
      {Icon && <Icon aria-hidden className={iconClassName} />}
      {children}
    </button>
  )
}
