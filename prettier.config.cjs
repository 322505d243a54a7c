/**
 * AdonisJS's prettier settings. Test files get 120 columns: a test's title is a sentence about
 * the product, and at 100 columns prettier breaks nearly every test's first line into four.
 */
const adonis = require('@adonisjs/prettier-config')

module.exports = {
  ...adonis,
  overrides: [{ files: ['tests/**/*.ts', 'tests/**/*.tsx'], options: { printWidth: 120 } }],
}
