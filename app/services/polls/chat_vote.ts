import ActionRefusedException from '#exceptions/action_refused_exception'
import {
  botSays,
  chatSender,
  commandReply,
  platformName,
  queueChatReply,
  type Chatter,
} from '#services/chat_points/chat_replies'
import { castVote, openPollId } from '#services/polls/votes'
import { ERROR_CODES } from '#shared/errors'
import { POLL_MESSAGES as M, voteCommand } from '#shared/polls'

/**
 * `!vote <n>` from Kick or Twitch chat: the vote of the site user that account is linked to on
 * option n (from 1) of the open poll, under the site's rules (once per person and poll,
 * whether they voted here or on the site; refused once the poll is closed). The bot replies
 * with the outcome (at most once a minute per user, when the platform's bot is configured);
 * an unlinked account is told to link it and nothing is recorded.
 */
export async function handleVoteCommand(input: Chatter & { choice: number }) {
  const { user, name } = await chatSender(input, 'id')
  const platform = input.platform ?? 'kick'
  const text = user
    ? await commandReply('vote', input, name, async () => {
        const pollId = await openPollId()
        if (pollId === null) throw new ActionRefusedException(ERROR_CODES.invalidState, M.noneOpen)
        // not a number (NaN) or 0 is no option: castVote refuses it, naming the options' count
        const index = Number.isNaN(input.choice) ? -1 : input.choice - 1
        const { label } = await castVote(Number(user.id), pollId, index, platform)
        return botSays(M.voted, { option: label })
      })
    : botSays('bot.vote_not_linked', { username: name, platform: platformName(input) })
  if (text === undefined) return
  queueChatReply('vote', input, async () => text)
}

/** A chat message: `!vote <n>` is a vote (handleVoteCommand), anything else is left alone */
export async function voteFromChat(chatter: Chatter, content: string): Promise<void> {
  const choice = voteCommand(content)
  if (choice !== null) await handleVoteCommand({ ...chatter, choice })
}
