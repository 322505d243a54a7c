import type { ButtonVariant } from '~/components/ui/neon_button'
import { urlFor } from '~/lib/api_client'
import type { MessageKey } from '@shared/messages'

/** The outside accounts of the CONNECTIONS tab: name, wording, look and routes of each */
export type Provider = {
  name: 'Discord' | 'Kick' | 'Twitch'
  blurb: MessageKey
  icon: string
  tint: string
  connectUrl: string
  unlinkRoute:
    'account_api.discord.unlink' | 'account_api.kick.unlink' | 'account_api.twitch.unlink'
  variant: ButtonVariant
  unlinked: MessageKey
  unlinkFailed: MessageKey
}

export const DISCORD: Provider = {
  name: 'Discord',
  blurb: 'profile.discord_blurb',
  icon: '/assets-static/social/discord.svg',
  tint: 'bg-[#5865F2]',
  connectUrl: urlFor('account_links.discord.redirect'),
  unlinkRoute: 'account_api.discord.unlink',
  variant: 'vapourBlue',
  unlinked: 'profile.discord_unlinked',
  unlinkFailed: 'profile.discord_unlink_failed',
}

export const KICK: Provider = {
  name: 'Kick',
  blurb: 'profile.kick_blurb',
  icon: '/assets-static/social/kick.svg',
  tint: 'bg-[#53FC18]/90',
  connectUrl: urlFor('account_links.kick.redirect'),
  unlinkRoute: 'account_api.kick.unlink',
  variant: 'vapourGreen',
  unlinked: 'profile.kick_unlinked',
  unlinkFailed: 'profile.kick_unlink_failed',
}

export const TWITCH: Provider = {
  name: 'Twitch',
  blurb: 'profile.twitch_blurb',
  icon: '/assets-static/social/twitch.svg',
  tint: 'bg-[#9146FF]',
  connectUrl: urlFor('account_links.twitch.redirect'),
  unlinkRoute: 'account_api.twitch.unlink',
  variant: 'vapourPink',
  unlinked: 'profile.twitch_unlinked',
  unlinkFailed: 'profile.twitch_unlink_failed',
}
