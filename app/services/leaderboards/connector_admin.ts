import db from '@adonisjs/lucid/services/db'
import { sealSecret } from '#infra/db/stored_secret'
import { DateTime } from 'luxon'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { recordAudit } from '#services/audit/record_audit'
import { refusedUrlHost } from '#infra/http/outbound_address'
import { dbTimestamp } from '#infra/db/time'
import { knownProvider, settingFor } from '#services/leaderboards/settings'
import {
  ConnectorError,
  fetchConnectorRows,
  refusedSourceMessage,
  type Connector,
} from '#services/leaderboards/partner_api'
import {
  SECRET_PURPOSE,
  connectorFor,
  fromRow,
  publicConnector,
  savedRow,
} from '#services/leaderboards/connectors'
import { connectorFromInput } from '#services/leaderboards/connector_input'
import type { Provider } from '#shared/leaderboards'
import {
  CONNECTOR_MESSAGES,
  sampleConnectorUrl,
  type ConnectorInput,
  type ConnectorTestRow,
} from '#shared/leaderboard_connectors'
import { currentI18n } from '#infra/i18n/catalog_messages'

/** The admin's Source panel: saving a board's connector and testing one, both audited */

/** Refuses a URL whose host is (or resolves to) an address outbound calls refuse */
async function refuseInternalHost(url: string) {
  const refused = await refusedUrlHost(sampleConnectorUrl(url))
  if (refused)
    throw new ActionRefusedException(ERROR_CODES.unusableInput, refusedSourceMessage(refused))
}

/** PUT /api/leaderboards/{provider}/source: saves the board's connector, audited */
export async function saveConnector(actorId: number, providerParam: string, input: ConnectorInput) {
  const provider = knownProvider(providerParam)
  await refuseInternalHost(input.url)
  return db.transaction(async (trx) => {
    const row = await savedRow(trx, provider)
    const before = row ? fromRow(row) : null
    const { connector, secretDropped } = connectorFromInput(provider, input, before)
    const now = dbTimestamp(trx, DateTime.utc())
    const values = {
      mode: connector.mode,
      url: connector.url,
      headers: JSON.stringify(connector.headers),
      secret: connector.secret ? sealSecret(connector.secret, SECRET_PURPOSE) : null,
      list_path: connector.list_path,
      username_field: connector.username_field,
      wager_field: connector.wager_field,
      wager_scale: connector.wager_scale,
      avatar_field: connector.avatar_field,
      bucket: connector.bucket,
      updated_at: now,
    }
    let id = row?.id
    if (row) {
      await trx.from('leaderboard_connectors').where('id', row.id).update(values)
    } else {
      const [inserted] = await trx
        .insertQuery()
        .table('leaderboard_connectors')
        .insert({ provider, ...values, created_at: now })
        .returning('id')
      id = typeof inserted === 'object' ? inserted.id : inserted
    }
    await recordAudit(trx, {
      actorId,
      action: 'leaderboard.source.update',
      subjectType: 'leaderboard_connector',
      subjectId: id ?? null,
      before: before ? publicConnector(before) : null,
      after: { ...publicConnector(connector), ...(secretDropped && { secret_dropped: true }) },
    })
    return {
      message: currentI18n().t(
        secretDropped ? CONNECTOR_MESSAGES.secretDroppedOnSave : CONNECTOR_MESSAGES.saved
      ),
      source: publicConnector(connector),
    }
  })
}

export type ConnectorTestResult = (
  | { ok: true; rows: ConnectorTestRow[]; total: number }
  | { ok: false; reason: string; code: string }
) & {
  /** the saved secret was not sent (the posted source calls another origin or place) */
  secret_dropped?: true
}

/** One fetch of the current period through a connector: its first rows, or why there are none */
async function tryConnector(
  connector: Connector,
  provider: Provider,
  limit: number
): Promise<ConnectorTestResult> {
  const setting = await db.transaction((trx) => settingFor(trx, provider))
  try {
    const rows = await fetchConnectorRows(connector, {
      start: setting.startDate,
      end: setting.endDate,
    })
    return {
      ok: true,
      total: rows.length,
      rows: rows.slice(0, limit).map(({ username, wagered }) => ({ username, wagered })),
    }
  } catch (error) {
    if (error instanceof ConnectorError) {
      return { ok: false, reason: error.message, code: error.reason }
    }
    throw error
  }
}

/**
 * POST /api/leaderboards/{provider}/source/test: one fetch for the board's current period with
 * the posted connector (its secret left out: the saved one, where secretMayFollow lets it go)
 * or the saved one; nothing is written but the audit entry (who called which URL, and what
 * came of it; never the secret). Answers the first rows as parsed, or why there are none.
 */
export async function testConnector(
  actorId: number,
  providerParam: string,
  input: ConnectorInput | null,
  limit = 10
): Promise<ConnectorTestResult> {
  const provider = knownProvider(providerParam)
  const saved = await connectorFor(provider)
  const posted = input ? connectorFromInput(provider, input, saved) : null
  const connector = posted ? posted.connector : saved
  if (!connector)
    return { ok: false, reason: currentI18n().t(CONNECTOR_MESSAGES.noSource), code: 'no_source' }
  const tried = await tryConnector(connector, provider, limit)
  const result: ConnectorTestResult = posted?.secretDropped
    ? { ...tried, secret_dropped: true }
    : tried
  const row = await savedRow(db.connection(), provider)
  await recordAudit(db.connection(), {
    actorId,
    action: 'leaderboard.source.test',
    subjectType: 'leaderboard_connector',
    subjectId: row?.id ?? null,
    after: {
      source: publicConnector(connector),
      ...(result.secret_dropped && { secret_dropped: true }),
      ...(result.ok ? { ok: true, rows: result.total } : { ok: false, code: result.code }),
    },
  })
  return result
}
