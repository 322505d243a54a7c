import factory from '@adonisjs/lucid/factories'
import BonusHunt from '#models/bonus_hunt'
import HuntSlot from '#models/hunt_slot'

/** A bonus of a hunt, unopened; give `position` and `slotName` when making several */
export const HuntSlotFactory = factory
  .define(HuntSlot, () => ({ position: 1, slotName: 'Slot 1', betSize: 1, amount: null }))
  .build()

/** The live hunt (1,000 starting balance, guessing closed); `slots` are its bonuses */
export const BonusHuntFactory = factory
  .define(BonusHunt, () => ({
    title: 'Guess Night',
    startingBalance: 1000,
    status: 'live' as const,
    guessingOpen: false,
  }))
  .relation('slots', () => HuntSlotFactory)
  .build()

/** Bonuses that paid `payouts`, in order: `Slot 1`, `Slot 2`... */
export const paidSlots = (payouts: (number | null)[]) =>
  payouts.map((amount, i) => ({ position: i + 1, slotName: `Slot ${i + 1}`, amount }))
