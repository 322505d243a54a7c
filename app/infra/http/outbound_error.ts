import type { RefusedAddress } from '#infra/http/outbound_hosts'

/** Why an outbound call failed, in one line fit for an admin-facing sync error */
export class OutboundHttpError extends Error {
  constructor(
    message: string,
    readonly reason: 'url' | 'address' | 'timeout' | 'too_large' | 'redirect' | 'network' | 'body',
    /** for `address`: which address was refused and why */
    readonly refused: RefusedAddress | null = null
  ) {
    super(message)
  }
}
