import { Link } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { FaqAccordion } from '~/components/ui/faq_accordion'
import { useFaqPage } from '~/components/content/faq_items'
import { useRichT } from '~/components/content/rich_message'
import { useT } from '~/lib/i18n'

export default function FaqPage() {
  const t = useT()
  const richT = useRichT()
  const items = useFaqPage()
  return (
    <>
      <PageHeader title={t('content.faq_title')} subtitle={t('content.faq_subtitle')} />
      <div className="px-4">
        <FaqAccordion items={items} />
        <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-slate-300">
          {richT('content.faq_still_stuck', {
            terms: (
              <Link href="/tos" className="text-neon-cyan underline underline-offset-2">
                {t('content.terms_link')}
              </Link>
            ),
          })}
        </p>
      </div>
    </>
  )
}
