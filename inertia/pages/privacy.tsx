import { Link, usePage } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { ProsePanel, ProseSection } from '~/components/content/prose_section'
import { useRichT } from '~/components/content/rich_message'
import { useT } from '~/lib/i18n'
import type { MessageKey } from '@shared/messages'

/** What we store: each kind in bold, then what it holds */
const STORED: { label: MessageKey; text: MessageKey }[] = [
  { label: 'content.privacy_store_account_label', text: 'content.privacy_store_account_text' },
  { label: 'content.privacy_store_linked_label', text: 'content.privacy_store_linked_text' },
  { label: 'content.privacy_store_activity_label', text: 'content.privacy_store_activity_text' },
  { label: 'content.privacy_store_boards_label', text: 'content.privacy_store_boards_text' },
  { label: 'content.privacy_store_chat_label', text: 'content.privacy_store_chat_text' },
]

export default function PrivacyPage() {
  const { site } = usePage().props
  const t = useT()
  const richT = useRichT()
  const mail = <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
  return (
    <>
      <PageHeader title={t('content.privacy_title')} subtitle={t('content.privacy_subtitle')} />
      <ProsePanel>
        <ProseSection title={t('content.privacy_who_title')}>
          <p>{richT('content.privacy_who_text', { mail })}</p>
        </ProseSection>
        <ProseSection title={t('content.privacy_store_title')}>
          <ul>
            {STORED.map(({ label, text }) => (
              <li key={label}>
                <strong>{t(label)}</strong>: {t(text)}
              </li>
            ))}
          </ul>
        </ProseSection>
        <ProseSection title={t('content.privacy_why_title')}>
          <p>{t('content.privacy_why_text')}</p>
        </ProseSection>
        <ProseSection title={t('content.privacy_cookies_title')}>
          <p>{t('content.privacy_cookies_text')}</p>
        </ProseSection>
        <ProseSection title={t('content.privacy_who_sees_title')}>
          <p>{t('content.privacy_who_sees_text')}</p>
        </ProseSection>
        <ProseSection title={t('content.privacy_how_long_title')}>
          <p>{t('content.privacy_how_long_text')}</p>
        </ProseSection>
        <ProseSection title={t('content.privacy_rights_title')}>
          <p>{richT('content.privacy_rights_text', { mail })}</p>
        </ProseSection>
        <ProseSection title={t('content.privacy_changes_title')}>
          <p>
            {richT('content.privacy_changes_text', {
              terms: <Link href="/tos">{t('content.terms_link')}</Link>,
            })}
          </p>
        </ProseSection>
      </ProsePanel>
    </>
  )
}
