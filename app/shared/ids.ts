/**
 * A row id written in a URL: a positive whole number written plainly (no signs, exponents,
 * hex, leading zeros), at most 9 digits. Ids are 32-bit integer columns, so a longer number
 * names no row; PostgreSQL would refuse to compare it with an integer column (22003) where
 * SQLite simply finds nothing, so it is turned away (404) before it reaches a query.
 */
export const ROW_ID = /^[1-9][0-9]{0,8}$/
