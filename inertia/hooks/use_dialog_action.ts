import { toast } from 'sonner'
import { useBusy } from '~/hooks/use_busy'

/**
 * The one action of a confirm dialog (buy, claim): busy while it runs, a second click ignored;
 * a call that throws is reported with `failed` in a toast.
 */
export function useDialogAction(failed: string) {
  const { busy, run } = useBusy()
  const act = (task: () => Promise<void>) =>
    run(async () => {
      try {
        await task()
      } catch {
        toast.error(failed)
      }
    })
  return { busy, act }
}
