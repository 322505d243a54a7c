/**
 * Timings and sizes of the page chrome (header, toasts).
 */

export const HEADER_BLUR_SCROLL_PX = 10

export const TOAST = {
  defaultMs: 1000,
  adminErrorMs: 4000,
  adminSuccessMs: 2000,
  max: 20,
  gutter: 8,
} as const
