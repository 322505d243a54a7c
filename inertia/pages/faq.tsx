import { Link } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { FaqAccordion } from '~/components/ui/faq_accordion'
import { FAQ_PAGE } from '~/components/content/faq_items'

export default function FaqPage() {
  return (
    <>
      <PageHeader
        title="FAQ"
        subtitle="Bonuses, leaderboards, points and the vault: the questions we get most in chat."
      />
      <div className="px-4">
        <FaqAccordion items={FAQ_PAGE} />
        <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-slate-300">
          Still stuck? Open a ticket on our Discord, or read the{' '}
          <Link href="/tos" className="text-neon-cyan underline underline-offset-2">
            Terms of Service
          </Link>
          .
        </p>
      </div>
    </>
  )
}
