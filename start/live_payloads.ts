/**
 * Live-update messages carry each domain's public data: the transport
 * (app/infra/live/broadcast.ts) gets its builder from the domains here, in every process that
 * may broadcast (web servers, the jobs worker, ace commands).
 */
import { usePublicPayloads } from '#infra/live/broadcast'
import { publicPayload } from '#services/live/public_payloads'

usePublicPayloads(publicPayload)
