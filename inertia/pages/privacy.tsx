import { Link, usePage } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { ProsePanel, ProseSection } from '~/components/content/prose_section'

export default function PrivacyPage() {
  const { site } = usePage().props
  const mail = <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
  return (
    <>
      <PageHeader
        title="Privacy Policy"
        subtitle="What we store about you, why, and how to get it changed or removed."
      />
      <ProsePanel>
        <ProseSection title="Who we are">
          <p>
            NEONPLAY is the community site of the NEONPLAY stream. We are responsible for the data
            described here. Questions go to {mail}.
          </p>
        </ProseSection>
        <ProseSection title="What we store">
          <ul>
            <li>
              <strong>Your account</strong>: username, email address, a hash of your password (never
              the password itself) and your avatar if you upload one.
            </li>
            <li>
              <strong>Linked accounts</strong>: your Kick and Discord usernames and ids when you
              link them, and the Celsius username you enter.
            </li>
            <li>
              <strong>Activity</strong>: your points balance and its history, shop purchases, vault
              contributions and milestone claims.
            </li>
            <li>
              <strong>Leaderboards</strong>: wager totals and usernames reported by partner sites
              for players who signed up with our code.
            </li>
            <li>
              <strong>Chat activity</strong>: which 10-minute windows you chatted in during a
              stream, to credit points. We do not keep your messages.
            </li>
          </ul>
        </ProseSection>
        <ProseSection title="Why we use it">
          <p>
            To run your account, credit points, deliver shop items and rewards, show leaderboards,
            prevent abuse and answer support requests. We do not sell your data and we do not use it
            for advertising.
          </p>
        </ProseSection>
        <ProseSection title="Cookies">
          <p>
            We use only the cookies the site needs: a session cookie that keeps you logged in and a
            security token that protects forms against cross-site requests. No tracking or
            advertising cookies.
          </p>
        </ProseSection>
        <ProseSection title="Who sees it">
          <p>
            Your username, avatar and leaderboard figures are public on the site. Our staff see what
            they need to deliver rewards and review claims. Partner sites only receive what you give
            them yourself.
          </p>
        </ProseSection>
        <ProseSection title="How long we keep it">
          <p>
            Account data is kept while your account is open. Purchase, points and claim records are
            kept for up to two years after closing for fraud checks, then deleted. Password-reset
            links expire after 60 minutes.
          </p>
        </ProseSection>
        <ProseSection title="Your rights">
          <p>
            You can ask for a copy of your data, have it corrected, or have your account and data
            deleted, by writing to {mail}. You can unlink Kick or Discord at any time from your
            profile.
          </p>
        </ProseSection>
        <ProseSection title="Changes">
          <p>
            If this policy changes we will update this page. The rules for using the site are in our{' '}
            <Link href="/tos">Terms of Service</Link>.
          </p>
        </ProseSection>
      </ProsePanel>
    </>
  )
}
