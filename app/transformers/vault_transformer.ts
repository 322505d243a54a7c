import type Vault from '#models/vault'
import { BaseTransformer } from '@adonisjs/core/transformers'

export default class VaultTransformer extends BaseTransformer<Vault> {
  toObject() {
    return { value: this.resource.value, streams_active: this.resource.streamsActive }
  }
}
