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
