import { ChatActivitySchema } from '#database/schema'

export default class ChatActivity extends ChatActivitySchema {}
