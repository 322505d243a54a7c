/**
 * The catalog's keys, typed from the English files (resources/lang/en/<area>.json): `t()` on
 * the pages takes only a key that exists. Each area is one file and one line here; the catalog
 * check (tests/unit/i18n/catalog.spec.ts) keeps this list and the folder the same.
 */
import type account_rules from '../../resources/lang/en/account_rules.json'
import type admin from '../../resources/lang/en/admin.json'
import type admin_audit from '../../resources/lang/en/admin_audit.json'
import type admin_catalog from '../../resources/lang/en/admin_catalog.json'
import type admin_discord from '../../resources/lang/en/admin_discord.json'
import type admin_hunt from '../../resources/lang/en/admin_hunt.json'
import type admin_kick from '../../resources/lang/en/admin_kick.json'
import type admin_labels from '../../resources/lang/en/admin_labels.json'
import type admin_leaderboards from '../../resources/lang/en/admin_leaderboards.json'
import type admin_overlays from '../../resources/lang/en/admin_overlays.json'
import type admin_polls from '../../resources/lang/en/admin_polls.json'
import type admin_predictions from '../../resources/lang/en/admin_predictions.json'
import type admin_raffles from '../../resources/lang/en/admin_raffles.json'
import type admin_redemptions from '../../resources/lang/en/admin_redemptions.json'
import type admin_rules from '../../resources/lang/en/admin_rules.json'
import type admin_schedule from '../../resources/lang/en/admin_schedule.json'
import type admin_shop from '../../resources/lang/en/admin_shop.json'
import type admin_slots from '../../resources/lang/en/admin_slots.json'
import type admin_texts from '../../resources/lang/en/admin_texts.json'
import type admin_tournament from '../../resources/lang/en/admin_tournament.json'
import type admin_users from '../../resources/lang/en/admin_users.json'
import type admin_users_shop from '../../resources/lang/en/admin_users_shop.json'
import type admin_vault from '../../resources/lang/en/admin_vault.json'
import type auth from '../../resources/lang/en/auth.json'
import type bot from '../../resources/lang/en/bot.json'
import type catalog_rules from '../../resources/lang/en/catalog_rules.json'
import type claim_rules from '../../resources/lang/en/claim_rules.json'
import type client from '../../resources/lang/en/client.json'
import type common from '../../resources/lang/en/common.json'
import type connector_rules from '../../resources/lang/en/connector_rules.json'
import type content from '../../resources/lang/en/content.json'
import type csv_rules from '../../resources/lang/en/csv_rules.json'
import type dialogs from '../../resources/lang/en/dialogs.json'
import type discord from '../../resources/lang/en/discord.json'
import type discord_labels from '../../resources/lang/en/discord_labels.json'
import type discord_role_rules from '../../resources/lang/en/discord_role_rules.json'
import type discord_rules from '../../resources/lang/en/discord_rules.json'
import type draw_check from '../../resources/lang/en/draw_check.json'
import type errors from '../../resources/lang/en/errors.json'
import type errors_page from '../../resources/lang/en/errors_page.json'
import type home from '../../resources/lang/en/home.json'
import type hunt from '../../resources/lang/en/hunt.json'
import type hunt_history from '../../resources/lang/en/hunt_history.json'
import type hunt_rules from '../../resources/lang/en/hunt_rules.json'
import type kick_reward_rules from '../../resources/lang/en/kick_reward_rules.json'
import type labels from '../../resources/lang/en/labels.json'
import type layout from '../../resources/lang/en/layout.json'
import type leaderboard from '../../resources/lang/en/leaderboard.json'
import type leaderboard_rules from '../../resources/lang/en/leaderboard_rules.json'
import type mails from '../../resources/lang/en/mails.json'
import type milestones from '../../resources/lang/en/milestones.json'
import type oauth_rules from '../../resources/lang/en/oauth_rules.json'
import type overlay_rules from '../../resources/lang/en/overlay_rules.json'
import type overlays from '../../resources/lang/en/overlays.json'
import type points_import_rules from '../../resources/lang/en/points_import_rules.json'
import type poll_rules from '../../resources/lang/en/poll_rules.json'
import type polls from '../../resources/lang/en/polls.json'
import type prediction_rules from '../../resources/lang/en/prediction_rules.json'
import type predictions from '../../resources/lang/en/predictions.json'
import type product_rules from '../../resources/lang/en/product_rules.json'
import type profile from '../../resources/lang/en/profile.json'
import type push from '../../resources/lang/en/push.json'
import type push_rules from '../../resources/lang/en/push_rules.json'
import type raffle_rules from '../../resources/lang/en/raffle_rules.json'
import type raffles from '../../resources/lang/en/raffles.json'
import type role_rules from '../../resources/lang/en/role_rules.json'
import type schedule from '../../resources/lang/en/schedule.json'
import type schedule_rules from '../../resources/lang/en/schedule_rules.json'
import type site_meta from '../../resources/lang/en/site_meta.json'
import type slot_rules from '../../resources/lang/en/slot_rules.json'
import type slots from '../../resources/lang/en/slots.json'
import type store from '../../resources/lang/en/store.json'
import type tournament from '../../resources/lang/en/tournament.json'
import type tournament_rules from '../../resources/lang/en/tournament_rules.json'
import type two_factor_rules from '../../resources/lang/en/two_factor_rules.json'
import type ui from '../../resources/lang/en/ui.json'
import type upload_rules from '../../resources/lang/en/upload_rules.json'
import type validator from '../../resources/lang/en/validator.json'
import type vault from '../../resources/lang/en/vault.json'
import type vault_rules from '../../resources/lang/en/vault_rules.json'
import type verify from '../../resources/lang/en/verify.json'
import type vip from '../../resources/lang/en/vip.json'

type Catalog = {
  account_rules: typeof account_rules
  admin: typeof admin
  admin_audit: typeof admin_audit
  admin_catalog: typeof admin_catalog
  admin_discord: typeof admin_discord
  admin_hunt: typeof admin_hunt
  admin_kick: typeof admin_kick
  admin_labels: typeof admin_labels
  admin_leaderboards: typeof admin_leaderboards
  admin_overlays: typeof admin_overlays
  admin_polls: typeof admin_polls
  admin_predictions: typeof admin_predictions
  admin_raffles: typeof admin_raffles
  admin_redemptions: typeof admin_redemptions
  admin_rules: typeof admin_rules
  admin_schedule: typeof admin_schedule
  admin_shop: typeof admin_shop
  admin_slots: typeof admin_slots
  admin_texts: typeof admin_texts
  admin_tournament: typeof admin_tournament
  admin_users: typeof admin_users
  admin_users_shop: typeof admin_users_shop
  admin_vault: typeof admin_vault
  auth: typeof auth
  bot: typeof bot
  catalog_rules: typeof catalog_rules
  claim_rules: typeof claim_rules
  client: typeof client
  common: typeof common
  connector_rules: typeof connector_rules
  content: typeof content
  csv_rules: typeof csv_rules
  dialogs: typeof dialogs
  discord: typeof discord
  discord_labels: typeof discord_labels
  discord_role_rules: typeof discord_role_rules
  discord_rules: typeof discord_rules
  draw_check: typeof draw_check
  errors: typeof errors
  errors_page: typeof errors_page
  home: typeof home
  hunt: typeof hunt
  hunt_history: typeof hunt_history
  hunt_rules: typeof hunt_rules
  kick_reward_rules: typeof kick_reward_rules
  labels: typeof labels
  layout: typeof layout
  leaderboard: typeof leaderboard
  leaderboard_rules: typeof leaderboard_rules
  mails: typeof mails
  milestones: typeof milestones
  oauth_rules: typeof oauth_rules
  overlay_rules: typeof overlay_rules
  overlays: typeof overlays
  points_import_rules: typeof points_import_rules
  poll_rules: typeof poll_rules
  polls: typeof polls
  prediction_rules: typeof prediction_rules
  predictions: typeof predictions
  product_rules: typeof product_rules
  profile: typeof profile
  push: typeof push
  push_rules: typeof push_rules
  raffle_rules: typeof raffle_rules
  raffles: typeof raffles
  role_rules: typeof role_rules
  schedule: typeof schedule
  schedule_rules: typeof schedule_rules
  site_meta: typeof site_meta
  slot_rules: typeof slot_rules
  slots: typeof slots
  store: typeof store
  tournament: typeof tournament
  tournament_rules: typeof tournament_rules
  two_factor_rules: typeof two_factor_rules
  ui: typeof ui
  upload_rules: typeof upload_rules
  validator: typeof validator
  vault: typeof vault
  vault_rules: typeof vault_rules
  verify: typeof verify
  vip: typeof vip
}

export type MessageKey = {
  [Area in keyof Catalog]: `${Area}.${Extract<keyof Catalog[Area], string>}`
}[keyof Catalog]

/** The values of a message's ICU placeholders */
export type MessageValues = Record<string, string | number | Date>

/** A translator: the pages' `useT()` / `tNow`, the server's `ctx.i18n.t` (shared helpers take one) */
export type Translate = (key: MessageKey, values?: MessageValues) => string
