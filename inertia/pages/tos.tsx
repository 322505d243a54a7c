import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { ProsePanel, ProseSection } from '~/components/content/prose_section'

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
  const sections: { title: string; body: ReactNode }[] = [
    {
      title: 'About these terms',
      body: (
        <p>
          These terms govern your use of NEONPLAY, the community site of the NEONPLAY stream (“we”,
          “us”). By creating an account or using the site you accept them. If you do not agree,
          please do not use the site.
        </p>
      ),
    },
    {
      title: 'Definitions',
      body: (
        <ul>
          <li>
            <strong>Partner sites</strong>: the third-party sites we promote with our referral code
            (Celsius, SkinFans, XFun and HypeDrop).
          </li>
          <li>
            <strong>Points</strong>: the community currency earned in our stream chat and spent in
            the Point Shop.
          </li>
          <li>
            <strong>Offers</strong>: leaderboards, milestones, the vault, giveaways, tournaments and
            any other reward we run.
          </li>
        </ul>
      ),
    },
    {
      title: 'Minimum age',
      body: (
        <p>
          You must be at least 18 years old, and of legal age to gamble where you live, to use this
          site or take part in any offer. We may ask for proof of age at any time and withhold
          rewards until we receive it.
        </p>
      ),
    },
    {
      title: 'One account per person',
      body: (
        <p>
          Each person may hold one account. Duplicate accounts, shared accounts and accounts created
          for someone else are not allowed; we may merge or close them and cancel their points and
          rewards.
        </p>
      ),
    },
    {
      title: 'Keeping your account safe',
      body: (
        <p>
          You are responsible for your login details and for everything done with your account. Use
          a strong password that you do not use elsewhere, and tell us straight away at{' '}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> if you think someone else
          has access.
        </p>
      ),
    },
    {
      title: 'Social gaming only',
      body: (
        <p>
          NEONPLAY is a social gaming community. We do not accept deposits, take bets or handle real
          money on this site. Points have no cash value, cannot be bought, sold or transferred, and
          can only be used in the Point Shop.
        </p>
      ),
    },
    {
      title: 'Partner sites and the referral code',
      body: (
        <p>
          Partner sites are run by independent companies under their own terms, licences and privacy
          policies. We are not responsible for their services, bonuses, payouts or account
          decisions. Rewards tied to a partner site require an account created with our referral
          code.
        </p>
      ),
    },
    {
      title: 'Leaderboards',
      body: (
        <p>
          Leaderboards run monthly. Players are ranked by the amount wagered on the partner site
          during the period, as reported to us by the partner. The top 10 share the prize pool.
          Prizes and wagers are verified before payouts, and wagers are reviewed for bugs or
          exploits.
        </p>
      ),
    },
    {
      title: 'Wager milestones',
      body: (
        <p>
          Milestone rewards are paid once per milestone and account, after a claim. All wagering is
          manually reviewed; only slot-only wagering guarantees the full payout, and wagering on
          other games may be paid in part or not at all.
        </p>
      ),
    },
    {
      title: 'Earning points',
      body: (
        <p>
          Points are credited for activity in our stream chat with a linked Kick account, at the
          rate shown on the site. Bots, scripts, spam and idling tools do not earn points, and
          points earned that way are removed.
        </p>
      ),
    },
    {
      title: 'Point Shop',
      body: (
        <p>
          Shop items are limited by stock and may change or be withdrawn at any time. A purchase is
          final once confirmed, except where we refund it. To receive an item, open a ticket on our
          Discord with your purchase details; tips are sent to the Celsius username linked to your
          account.
        </p>
      ),
    },
    {
      title: 'The vault',
      body: (
        <p>
          Adding to the vault spends points and cannot be undone. The vault is drawn as described in
          its rules on the Vault page, with a published seed hash so every draw can be checked.
        </p>
      ),
    },
    {
      title: 'Bonus hunts, tournaments and giveaways',
      body: (
        <p>
          Bonus hunt figures are shown for entertainment. Tournament and giveaway entries follow the
          rules announced with them on stream or on Discord.
        </p>
      ),
    },
    {
      title: 'Claiming offers',
      body: (
        <p>
          Rewards from an offer must be claimed within 7 days of its final results being published.
          Unclaimed rewards after that time are forfeited.
        </p>
      ),
    },
    {
      title: 'Fair play',
      body: (
        <ul>
          <li>No multi-accounting, collusion, hedging or exploiting bugs.</li>
          <li>No harassment, hate speech or spam in our chats.</li>
          <li>No attempts to break, overload or scrape the site.</li>
        </ul>
      ),
    },
    {
      title: 'Closing accounts',
      body: (
        <p>
          Staff may suspend or close any account without notice where these terms are broken or
          abuse is suspected, and may cancel its points, claims and pending rewards. You may close
          your own account at any time by contacting support.
        </p>
      ),
    },
    {
      title: 'Responsible gambling',
      body: (
        <p>
          Gambling should be fun. Set limits, never chase losses and only play with money you can
          afford to lose. If gambling stops being fun, take a break and get free, confidential help
          at <External href={RESPONSIBLE_GAMBLING_URL}>BeGambleAware.org</External>. Partner sites
          offer deposit limits and self-exclusion in your account settings there.
        </p>
      ),
    },
    {
      title: 'Our content',
      body: (
        <p>
          The NEONPLAY name, logo, artwork and site content belong to us. You may not copy or reuse
          them without permission, except to share links to the site.
        </p>
      ),
    },
    {
      title: 'Liability',
      body: (
        <p>
          The site is provided as it is. We do our best to keep it running and its figures correct,
          but we are not liable for outages, data from partner sites or losses on partner sites.
          Nothing in these terms limits rights you have by law.
        </p>
      ),
    },
    {
      title: 'Complaints',
      body: (
        <p>
          Send complaints to <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> or open
          a ticket on Discord. We answer within 10 business days; for complex cases we may extend
          this by 10 more days and will tell you if we do.
        </p>
      ),
    },
    {
      title: 'Privacy and changes to these terms',
      body: (
        <p>
          How we handle your data is explained in our{' '}
          <Link href="/privacy-policy">Privacy Policy</Link>. We may update these terms; the date
          below this page’s title shows the last change, and continuing to use the site means you
          accept the current version.
        </p>
      ),
    },
  ]

  return (
    <>
      <PageHeader title="Terms of Service">
        <p className="mt-3 text-sm text-slate-300">
          Last modified: <time dateTime="2025-03-14">{TERMS_LAST_MODIFIED}</time>
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
