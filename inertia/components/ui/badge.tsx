/** A small pill: Active / Inactive, Auto-restart / One-time */
export function Badge({
  tone,
  children,
}: {
  tone: 'mint' | 'gray' | 'cyan' | 'orange'
  children: string
}) {
  const tones = {
    mint: 'bg-neon-mint/10 text-neon-mint ring-neon-mint/40',
    gray: 'bg-white/5 text-slate-400 ring-white/15',
    cyan: 'bg-neon-cyan/10 text-neon-cyan ring-neon-cyan/40',
    orange: 'bg-neon-orange/10 text-neon-orange ring-neon-orange/40',
  }
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-[11px] font-bold tracking-wider uppercase ring-1 ${tones[tone]}`}
    >
      {children}
    </span>
  )
}
