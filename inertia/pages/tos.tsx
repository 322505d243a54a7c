import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { ProsePanel, ProseSection } from '~/components/content/prose_section'
import { useRichT } from '~/components/content/rich_message'
import { useT } from '~/lib/i18n'

const TERMS_LAST_MODIFIED = '14.03.2025'
const RESPONSIBLE_GAMBLING_URL = 'https://www.begambleaware.org/'

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

export default function TosPage() {
  const { site } = usePage().props
  const t = useT()
  const richT = useRichT()
  const mail = <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
  const sections: { title: string; body: ReactNode }[] = [
    {
      title: t('content.tos_about_title'),
      body: <p>{t('content.tos_about_text')}</p>,
    },
    {
      title: t('content.tos_definitions_title'),
      body: (
        <ul>
          <li>
            <strong>{t('content.tos_def_partners_label')}</strong>:{' '}
            {t('content.tos_def_partners_text')}
          </li>
          <li>
            <strong>{t('content.tos_def_points_label')}</strong>: {t('content.tos_def_points_text')}
          </li>
          <li>
            <strong>{t('content.tos_def_offers_label')}</strong>: {t('content.tos_def_offers_text')}
          </li>
        </ul>
      ),
    },
    {
      title: t('content.tos_age_title'),
      body: <p>{t('content.tos_age_text')}</p>,
    },
    {
      title: t('content.tos_one_account_title'),
      body: <p>{t('content.tos_one_account_text')}</p>,
    },
    {
      title: t('content.tos_safety_title'),
      body: <p>{richT('content.tos_safety_text', { mail })}</p>,
    },
    {
      title: t('content.tos_social_title'),
      body: <p>{t('content.tos_social_text')}</p>,
    },
    {
      title: t('content.tos_partners_title'),
      body: <p>{t('content.tos_partners_text')}</p>,
    },
    {
      title: t('content.tos_leaderboards_title'),
      body: <p>{t('content.tos_leaderboards_text')}</p>,
    },
    {
      title: t('content.tos_milestones_title'),
      body: <p>{t('content.tos_milestones_text')}</p>,
    },
    {
      title: t('content.tos_points_title'),
      body: <p>{t('content.tos_points_text')}</p>,
    },
    {
      title: t('content.tos_shop_title'),
      body: <p>{t('content.tos_shop_text')}</p>,
    },
    {
      title: t('content.tos_vault_title'),
      body: <p>{t('content.tos_vault_text')}</p>,
    },
    {
      title: t('content.tos_events_title'),
      body: <p>{t('content.tos_events_text')}</p>,
    },
    {
      title: t('content.tos_claiming_title'),
      body: <p>{t('content.tos_claiming_text')}</p>,
    },
    {
      title: t('content.tos_fair_play_title'),
      body: (
        <ul>
          <li>{t('content.tos_fair_play_accounts')}</li>
          <li>{t('content.tos_fair_play_chat')}</li>
          <li>{t('content.tos_fair_play_site')}</li>
        </ul>
      ),
    },
    {
      title: t('content.tos_closing_title'),
      body: <p>{t('content.tos_closing_text')}</p>,
    },
    {
      title: t('content.tos_responsible_title'),
      body: (
        <p>
          {richT('content.tos_responsible_text', {
            link: <External href={RESPONSIBLE_GAMBLING_URL}>BeGambleAware.org</External>,
          })}
        </p>
      ),
    },
    {
      title: t('content.tos_content_title'),
      body: <p>{t('content.tos_content_text')}</p>,
    },
    {
      title: t('content.tos_liability_title'),
      body: <p>{t('content.tos_liability_text')}</p>,
    },
    {
      title: t('content.tos_complaints_title'),
      body: <p>{richT('content.tos_complaints_text', { mail })}</p>,
    },
    {
      title: t('content.tos_privacy_title'),
      body: (
        <p>
          {richT('content.tos_privacy_text', {
            privacy: <Link href="/privacy-policy">{t('content.privacy_link')}</Link>,
          })}
        </p>
      ),
    },
  ]

  return (
    <>
      <PageHeader title={t('content.tos_title')}>
        <p className="mt-3 text-sm text-slate-300">
          {richT('content.tos_last_modified', {
            date: <time dateTime="2025-03-14">{TERMS_LAST_MODIFIED}</time>,
          })}
        </p>
      </PageHeader>
      <ProsePanel>
        {sections.map((s, i) => (
          <ProseSection key={s.title} number={i + 1} title={s.title}>
            {s.body}
          </ProseSection>
        ))}
      </ProsePanel>
    </>
  )
}
