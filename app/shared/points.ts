/**
 * Chat points: what a viewer earns per window of chat activity.
 */

export const POINTS = { perWindow: 6, windowMinutes: 10 } as const
