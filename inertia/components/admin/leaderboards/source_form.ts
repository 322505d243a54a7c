import type { ConnectorInput, ConnectorMode } from '@shared/leaderboard_connectors'

/** The source dialog's fields, as the inputs hold them (texts) */
export type SourceForm = {
  mode: ConnectorMode
  url: string
  /** one `Name: value` per line */
  headers: string
  /** empty: keep the saved secret */
  secret: string
  list_path: string
  username_field: string
  wager_field: string
  wager_scale: string
  avatar_field: string
  bucket: string
}

export function toForm(input: Omit<ConnectorInput, 'secret'> | null): SourceForm {
  return {
    mode: input?.mode ?? 'range',
    url: input?.url ?? '',
    headers: Object.entries(input?.headers ?? {})
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n'),
    secret: '',
    list_path: input?.list_path ?? '',
    username_field: input?.username_field ?? 'username',
    wager_field: input?.wager_field ?? 'wagered',
    wager_scale: String(input?.wager_scale ?? 1),
    avatar_field: input?.avatar_field ?? '',
    bucket: input?.bucket ?? '',
  }
}

/** The body of the two source routes; a secret left empty is not sent (the saved one stays) */
export function toBody(form: SourceForm) {
  const headers = Object.fromEntries(
    form.headers
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const colon = line.indexOf(':')
        return colon < 0 ? [line, ''] : [line.slice(0, colon).trim(), line.slice(colon + 1).trim()]
      })
  )
  return {
    mode: form.mode,
    url: form.url,
    headers,
    ...(form.secret !== '' && { secret: form.secret }),
    list_path: form.list_path,
    username_field: form.username_field,
    wager_field: form.wager_field,
    wager_scale: Number(form.wager_scale),
    avatar_field: form.avatar_field || null,
    bucket: form.mode === 'buckets' ? form.bucket : null,
  }
}
