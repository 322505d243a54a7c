import { VaultWinnerSchema } from '#database/schema'

export default class VaultWinner extends VaultWinnerSchema {}
