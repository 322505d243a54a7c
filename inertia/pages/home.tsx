import { Head, usePage } from '@inertiajs/react'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import { Hero } from '~/components/home/hero'
import { SignupBonuses } from '~/components/home/signup_bonuses'
import { LeaderboardTeaser } from '~/components/home/leaderboard_teaser'
import { Socials } from '~/components/home/socials'
import { NextStream } from '~/components/home/next_stream'
import type { StreamOccurrence } from '@shared/schedule'
import { SectionHeading } from '~/components/ui/section_heading'
import { FaqAccordion } from '~/components/ui/faq_accordion'
import { useHomeFaq } from '~/components/content/faq_items'
import { useT } from '~/lib/i18n'

type Props = {
  teaser: Data.Board
  now: string
  nextStream: { timeZone: string; stream: StreamOccurrence } | null
}

export default function Home({ teaser, now, nextStream }: InertiaProps<Props>) {
  const { site } = usePage().props
  const t = useT()
  const faq = useHomeFaq()
  return (
    <>
      <Head title={t('home.page_title')} />
      <Hero code={site.referralCode} />
      <div className="mx-auto max-w-7xl space-y-24 px-4 pt-12">
        {nextStream && <NextStream next={nextStream} now={now} />}
        <SignupBonuses code={site.referralCode} link={site.referralLinks.celsius} />
        <LeaderboardTeaser board={teaser} serverNow={now} />
        <Socials />
        <section aria-labelledby="faq-title">
          <SectionHeading
            id="faq-title"
            eyebrow={t('home.faq_eyebrow')}
            title={t('home.faq_title')}
          />
          <FaqAccordion items={faq} />
        </section>
      </div>
    </>
  )
}
