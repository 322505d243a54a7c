import { BaseSerializer } from '@adonisjs/core/transformers'

/**
 * Turns transformer output (Item, Collection) into plain JSON for /api answers, the way the
 * Inertia adapter does for page props: unwrapped, pagination metadata as given.
 */
class JsonSerializer extends BaseSerializer<{
  Wrap: undefined
  PaginationMetaData: Record<string, unknown>
}> {
  wrap = undefined
  definePaginationMetaData(metaData: unknown) {
    return metaData as Record<string, unknown>
  }
}

export const jsonSerializer = new JsonSerializer()
