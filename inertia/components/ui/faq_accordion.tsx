import { Accordion } from 'radix-ui'
import { ChevronDown } from 'lucide-react'
import type { FaqItem } from '~/components/content/faq_items'

/** Questions with one answer open at a time; clicking the open one closes it */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root type="single" collapsible className="mx-auto max-w-3xl space-y-3">
      {items.map((item) => (
        <Accordion.Item
          key={item.question}
          value={item.question}
          className="neon-panel overflow-hidden data-[state=open]:border-neon-pink/40"
        >
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-display text-sm font-bold tracking-wide text-white hover:text-neon-pink sm:text-base">
              {item.question}
              <ChevronDown
                aria-hidden
                className="h-5 w-5 shrink-0 text-neon-cyan transition-transform duration-200 group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-sm leading-relaxed text-slate-300">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
