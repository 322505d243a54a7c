import { Head, Link } from '@inertiajs/react'
import { neonButtonClass } from '~/components/ui/neon_button'
import { useT } from '~/lib/i18n'

/** Full-width error message in the site's style (404, 403, 500) */
export function ErrorScreen({
  code,
  title,
  message,
  detail,
}: {
  code: string
  title: string
  message: string
  /** a small line under the message, e.g. the reference of a server fault */
  detail?: string
}) {
  const t = useT()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Head title={title} />
      <p className="font-display text-7xl font-extrabold neon-text-gradient sm:text-8xl">{code}</p>
      <h1 className="neon-title mt-6 text-2xl">{title}</h1>
      <p className="mt-3 text-slate-300">{message}</p>
      {detail && <p className="mt-2 font-mono text-xs text-slate-500">{detail}</p>}
      <Link href="/" className={neonButtonClass('main', 'md', 'mt-8')}>
        {t('ui.back_home')}
      </Link>
    </section>
  )
}
