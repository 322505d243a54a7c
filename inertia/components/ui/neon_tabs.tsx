import type { ReactNode } from 'react'
import { Tabs } from 'radix-ui'

/** Tabs (Radix) in the site's style: a pill row, then the active panel */
export function NeonTabs({
  tabs,
  defaultValue,
  label,
}: {
  tabs: { value: string; label: string; content: ReactNode }[]
  defaultValue: string
  label: string
}) {
  return (
    <Tabs.Root defaultValue={defaultValue}>
      <Tabs.List
        aria-label={label}
        className="mb-6 flex w-fit gap-1 rounded-2xl bg-night-900/80 p-1 ring-1 ring-white/10"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="rounded-xl px-5 py-2 font-display text-xs font-semibold tracking-widest text-slate-400 uppercase transition hover:text-white data-[state=active]:bg-gradient-to-r data-[state=active]:from-neon-pink/80 data-[state=active]:to-neon-violet/80 data-[state=active]:text-white data-[state=active]:shadow-glow-pink"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="focus-visible:outline-none">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
