/**
 * The props of a number input by what it holds, spread on it before its own `min`: whole
 * numbers (points, counts, whole dollars) offer the digit keyboard, amounts of money in
 * dollars and cents the decimal one.
 */
export const WHOLE_NUMBER_INPUT = { type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const

export const MONEY_INPUT = { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' } as const
