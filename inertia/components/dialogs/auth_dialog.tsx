import { useState } from 'react'
import { Tabs } from 'radix-ui'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { AUTH_EVENT, type AuthTab } from '~/lib/events'
import { useWindowEvent } from '~/lib/use_window_event'

/**
 * Log in / sign up dialog, opened by the openAuthModal window event with its tab.
 * The forms themselves arrive with the accounts work.
 */
export function AuthDialog() {
  const [open, setOpen] = useState(false)
  const [tab, setTab] = useState<AuthTab>('login')

  useWindowEvent<{ tab?: AuthTab } | undefined>(AUTH_EVENT, (detail) => {
    setTab(detail?.tab === 'register' ? 'register' : 'login')
    setOpen(true)
  })

  return (
    <NeonDialog
      open={open}
      onOpenChange={setOpen}
      title={tab === 'login' ? 'LOG IN' : 'SIGN UP'}
      hideTitle
    >
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as AuthTab)}>
        <Tabs.List
          aria-label="Account"
          className="mb-6 grid grid-cols-2 gap-2 rounded-xl bg-night-950 p-1"
        >
          <Tabs.Trigger
            value="login"
            className="rounded-lg py-2 font-display text-sm font-semibold tracking-wider text-slate-400 data-[state=active]:bg-night-700 data-[state=active]:text-white"
          >
            LOG IN
          </Tabs.Trigger>
          <Tabs.Trigger
            value="register"
            className="rounded-lg py-2 font-display text-sm font-semibold tracking-wider text-slate-400 data-[state=active]:bg-night-700 data-[state=active]:text-white"
          >
            SIGN UP
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login" />
        <Tabs.Content value="register" />
      </Tabs.Root>
    </NeonDialog>
  )
}
