import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { call } from '~/lib/api_client'
import { apiMessage } from '~/lib/api_message'
import { useBusy } from '~/hooks/use_busy'
import { useT } from '~/lib/i18n'
import {
  currentSubscription,
  pushSupported,
  subscribeBrowser,
  unsubscribeBrowser,
} from '~/lib/web_push'
import { PUSH_TOPICS, type PushSettings, type PushTopic } from '@shared/push'

/**
 * loading: not looked yet (server render); unsupported: no push in this browser;
 * not_configured: the site has no VAPID keys; blocked: notifications denied for the site;
 * off / on: this browser is not / is subscribed for the account
 */
export type PushStatus = 'loading' | 'unsupported' | 'not_configured' | 'blocked' | 'off' | 'on'

/**
 * The bell's state and actions. On load it only looks (no permission prompt): the prompt
 * comes from `turnOn`, called by a click.
 */
export function usePushBell(settings: PushSettings) {
  const t = useT()
  const { busy, run } = useBusy()
  const [status, setStatus] = useState<PushStatus>('loading')
  const [endpoint, setEndpoint] = useState<string | null>(null)
  const [topics, setTopics] = useState<PushTopic[]>([...PUSH_TOPICS])
  const [count, setCount] = useState(settings.subscriptions.length)

  useEffect(() => {
    if (!settings.publicKey) return setStatus('not_configured')
    if (!pushSupported()) return setStatus('unsupported')
    if (Notification.permission === 'denied') return setStatus('blocked')
    currentSubscription()
      .then((subscription) => {
        const known = settings.subscriptions.find((s) => s.endpoint === subscription?.endpoint)
        if (!known) return setStatus('off')
        setEndpoint(known.endpoint)
        setTopics(known.topics)
        setStatus('on')
      })
      .catch(() => setStatus('off'))
  }, [settings])

  const refused = (data: Parameters<typeof apiMessage>[0]) =>
    toast.error(apiMessage(data) ?? t('push.failed'))

  const turnOn = () =>
    run(async () => {
      if (!settings.publicKey) return
      let subscribed: Awaited<ReturnType<typeof subscribeBrowser>>
      try {
        subscribed = await subscribeBrowser(settings.publicKey)
      } catch {
        return void toast.error(t('push.failed'))
      }
      if (!subscribed.subscription) {
        return setStatus(subscribed.permission === 'denied' ? 'blocked' : 'off')
      }
      const body = { ...subscribed.subscription, topics }
      const result = await call('account_api.push.subscribe', { body })
      if (!result.ok) return void refused(result.data)
      toast.success(result.data.message)
      setEndpoint(body.endpoint)
      setTopics(result.data.topics)
      setCount((n) => n + 1)
      setStatus('on')
    })

  const toggle = (topic: PushTopic, wanted: boolean) =>
    run(async () => {
      if (!endpoint) return
      const next = PUSH_TOPICS.filter((x) => (x === topic ? wanted : topics.includes(x)))
      const result = await call('account_api.push.topics', { body: { endpoint, topics: next } })
      if (!result.ok) return void refused(result.data)
      setTopics(result.data.topics)
    })

  /** This browser only (`all`: every browser of the account) */
  const turnOff = (all: boolean) =>
    run(async () => {
      const body = all ? { all: true } : { endpoint: endpoint ?? '' }
      const result = await call('account_api.push.unsubscribe', { body })
      if (!result.ok) return void refused(result.data)
      await unsubscribeBrowser().catch(() => undefined)
      toast.success(result.data.message)
      setCount((n) => (all ? 0 : Math.max(0, n - result.data.removed)))
      setEndpoint(null)
      setStatus('off')
    })

  const others = Math.max(0, count - (status === 'on' ? 1 : 0))
  return { status, topics, busy, others, turnOn, toggle, turnOff }
}
