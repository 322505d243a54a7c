import { readdirSync, readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import { LOCALES } from '#shared/locales'
import { IntlMessageFormat } from 'intl-messageformat'
import { placeholdersOf as placeholders } from '#services/i18n/text_overrides'
import { isPlainMessage } from '#shared/plain_message'

/**
 * The catalog (resources/lang/<locale>/<area>.json): every language has every English key,
 * no key English lacks, and each message uses the same ICU placeholders as its English one.
 */
const root = new URL('../../../resources/lang/', import.meta.url)

function areas(locale: string) {
  return readdirSync(new URL(`${locale}/`, root))
    .filter((file) => file.endsWith('.json'))
    .sort()
}

function messages(locale: string, file: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`${locale}/${file}`, root), 'utf8'))
}

test.group('Catalog / every language complete, the same placeholders', () => {
  test('every language has the same areas and keys as English, and no empty message', ({ assert }) => {
    const english = areas('en')
    assert.isAbove(english.length, 0)
    for (const locale of LOCALES) {
      assert.deepEqual(areas(locale), english, `${locale}: the same files`)
      for (const file of english) {
        const wanted = Object.keys(messages('en', file)).sort()
        const have = messages(locale, file)
        assert.deepEqual(Object.keys(have).sort(), wanted, `${locale}/${file}: the same keys`)
        for (const [key, text] of Object.entries(have)) {
          assert.isString(text, `${locale}/${file} ${key}`)
          assert.isAbove(text.trim().length, 0, `${locale}/${file} ${key} is empty`)
        }
      }
    }
  })

  test('each message parses as ICU and uses the placeholders of its English message', ({ assert }) => {
    for (const file of areas('en')) {
      const english = messages('en', file)
      for (const locale of LOCALES) {
        for (const [key, text] of Object.entries(messages(locale, file))) {
          assert.deepEqual(placeholders(text, locale), placeholders(english[key], 'en'), `${locale}/${file} ${key}`)
        }
      }
    }
  })

  test('a text the pages show without an ICU parse is what ICU makes of it', ({ assert }) => {
    let plain = 0
    for (const file of areas('en')) {
      for (const locale of LOCALES) {
        for (const [key, text] of Object.entries(messages(locale, file))) {
          if (!isPlainMessage(text)) continue
          plain++
          assert.equal(new IntlMessageFormat(text, locale).format(), text, `${locale}/${file} ${key}`)
        }
      }
    }
    assert.isAbove(plain, 1000)
    for (const text of ['{count} points', "it''s", '<b>bold</b>', '{n, plural, other {#}}']) {
      assert.isFalse(isPlainMessage(text), text)
    }
  })

  test('the typed key list names every area of the English catalog', ({ assert }) => {
    const typed = readFileSync(new URL('../../../app/shared/messages.ts', import.meta.url), 'utf8')
    const listed = [...typed.matchAll(/resources\/lang\/en\/(\w+)\.json'/g)].map(([, area]) => `${area}.json`)
    assert.deepEqual(listed.sort(), areas('en'))
  })

  test('the placeholder check tells a plural from a plain argument', ({ assert }) => {
    assert.deepEqual(placeholders('{count, plural, one {# point} other {# points}}', 'en'), ['count:6'])
    assert.notDeepEqual(placeholders('{count} points', 'en'), placeholders('{count, plural, other {#}}', 'en'))
    assert.deepEqual(placeholders('<b>{name}</b>', 'en'), ['b:8', 'name:1'])
  })
})
