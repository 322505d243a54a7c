import { productTier } from '@shared/shop'

/** The look of each shop tier (docs/product.md: blue, purple, red, orange from the price) */
const TIER_LOOK = {
  1: {
    text: 'text-sky-300',
    border: 'border-sky-400/40 hover:border-sky-300',
    glow: 'from-sky-500/25',
    shadow: 'hover:shadow-[0_0_32px_-8px_rgb(56_189_248/0.6)]',
  },
  2: {
    text: 'text-violet-300',
    border: 'border-violet-400/40 hover:border-violet-300',
    glow: 'from-violet-500/25',
    shadow: 'hover:shadow-[0_0_32px_-8px_rgb(167_139_250/0.6)]',
  },
  3: {
    text: 'text-red-300',
    border: 'border-red-400/40 hover:border-red-300',
    glow: 'from-red-500/25',
    shadow: 'hover:shadow-[0_0_32px_-8px_rgb(248_113_113/0.6)]',
  },
  4: {
    text: 'text-orange-300',
    border: 'border-orange-400/50 hover:border-orange-300',
    glow: 'from-orange-500/30',
    shadow: 'hover:shadow-[0_0_32px_-8px_rgb(251_146_60/0.6)]',
  },
} as const

export function tierLook(price: number) {
  const tier = productTier(price)
  return { tier, ...TIER_LOOK[tier] }
}
