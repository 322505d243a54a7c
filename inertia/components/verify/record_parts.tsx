import type { ReactNode } from 'react'
import { CheckCircle2, XCircle } from 'lucide-react'

/** One value of a public draw record (a hash, a seed, a beacon round), labelled */
export function RecordValue({
  label,
  value,
  mono = true,
}: {
  label: string
  value: string
  mono?: boolean
}) {
  return (
    <div>
      <dt className="text-xs tracking-widest text-muted uppercase">{label}</dt>
      <dd
        className={`mt-1 rounded-lg border border-white/10 bg-night-950/80 px-3 py-2 text-xs break-all text-slate-100 sm:text-sm ${mono ? 'font-mono' : ''}`}
      >
        {value}
      </dd>
    </div>
  )
}

/** One line of a check's outcome: a tick in mint when it holds, a cross in pink when not */
export function Verdict({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? CheckCircle2 : XCircle
  return (
    <li
      data-verdict={ok ? 'ok' : 'bad'}
      className={`flex items-start gap-2 ${ok ? 'text-neon-mint' : 'text-neon-pink'}`}
    >
      <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{children}</span>
    </li>
  )
}
