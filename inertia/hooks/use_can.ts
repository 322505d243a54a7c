import { usePage } from '@inertiajs/react'
import type { AbilityName } from '@shared/roles'

/**
 * Whether the signed-in user's role has an ability (the shared `can` prop, decided by
 * app/abilities/matrix.ts). Only for what a page shows: the server refuses the rest anyway.
 */
export function useCan() {
  const { can } = usePage().props
  return (ability: AbilityName) => Boolean(can?.[ability])
}
