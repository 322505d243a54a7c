import type { LucideIcon } from 'lucide-react'

/** One entry of an IconList: its icon, its title and a line about it */
export type IconListItem = { icon: LucideIcon; title: string; text: string }

/** How each list draws its entries: the item, the icon's tile, the icon, the title, the text */
const LOOKS = {
  /** steps in a dialog (how to get points) */
  steps: {
    item: 'flex gap-4',
    tile: 'h-10 w-10 bg-neon-mint/10 text-neon-mint',
    icon: 'h-5 w-5',
    title: 'font-semibold text-white',
    text: '',
  },
  /** panels in a page's grid (the VIP perks) */
  panels: {
    item: 'neon-panel flex gap-4 p-5',
    tile: 'h-12 w-12 bg-gradient-to-br from-neon-pink/25 to-neon-violet/25 text-neon-pink',
    icon: 'h-6 w-6',
    title: 'font-display text-base font-bold text-white',
    text: 'mt-1',
  },
  /** rows in a panel (the signup bonuses) */
  rows: {
    item: 'flex items-center gap-4 rounded-xl border border-white/10 bg-night-950/60 p-4',
    tile: 'h-11 w-11 bg-gradient-to-br from-neon-pink/30 to-neon-violet/30 text-neon-pink',
    icon: 'h-5 w-5',
    title: 'font-display text-sm font-bold tracking-wide text-white',
    text: '',
  },
}

/** Entries with an icon in a rounded tile beside their title and a line of text */
export function IconList({
  items,
  look,
  ordered = false,
  className,
}: {
  items: IconListItem[]
  look: keyof typeof LOOKS
  /** numbered steps (`<ol>`) rather than a set (`<ul>`) */
  ordered?: boolean
  className: string
}) {
  const classes = LOOKS[look]
  const List = ordered ? 'ol' : 'ul'
  return (
    <List className={className}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={classes.item}>
          <span className={`flex ${classes.tile} shrink-0 items-center justify-center rounded-xl`}>
            <Icon aria-hidden className={classes.icon} />
          </span>
          <span>
            <span className={`block ${classes.title}`}>{title}</span>
            <span className={`${classes.text} block text-sm text-slate-300`.trim()}>{text}</span>
          </span>
        </li>
      ))}
    </List>
  )
}
