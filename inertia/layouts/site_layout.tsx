import type { ReactNode } from 'react'
import { Toaster } from 'sonner'
import { TOAST } from '@shared/ui'
import { SiteHeader } from '~/components/layout/site_header'
import { SiteFooter } from '~/components/layout/site_footer'
import { AccountsNotice } from '~/components/layout/accounts_notice'
import { DialogHosts } from '~/components/dialogs/dialog_hosts'
import { useFlashToast } from '~/hooks/use_flash_toast'
import { useOpenDialogFromQuery } from '~/hooks/use_open_dialog_from_query'
import { useHydratedMarker } from '~/hooks/use_hydrated_marker'
import { useT } from '~/lib/i18n'

/** The shared layout of every page: header, body, footer, toasts and the dialog hosts */
export default function SiteLayout({ children }: { children: ReactNode }) {
  useFlashToast()
  useOpenDialogFromQuery()
  useHydratedMarker()
  const t = useT()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-night-800 focus:px-3 focus:py-2"
      >
        {t('layout.skip_to_content')}
      </a>
      <AccountsNotice />
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <Toaster
        position="top-center"
        richColors
        theme="dark"
        visibleToasts={TOAST.max}
        gap={TOAST.gutter}
        duration={TOAST.defaultMs}
      />
      <DialogHosts />
    </div>
  )
}
