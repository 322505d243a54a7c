import { TwoFactorSection } from '~/components/profile/security/two_factor_section'
import { SessionsSection } from '~/components/profile/security/sessions_section'
import { YourDataSection } from '~/components/profile/security/your_data_section'

/** SECURITY: two-factor sign-in, the signed-in sessions, and your data */
export function SecurityPanel({ active }: { active: boolean }) {
  return (
    <div className="space-y-4">
      <TwoFactorSection />
      <SessionsSection active={active} />
      <YourDataSection />
    </div>
  )
}
