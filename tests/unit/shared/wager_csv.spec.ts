import { test } from '@japa/runner'
import { CsvImportError, parseWagerCsv } from '#services/leaderboards/csv_import'

test.group('Leaderboards / CSV import', () => {
  test('reads rows with or without a header, commas or semicolons', ({ assert }) => {
    const rows = parseWagerCsv('username,wagered\nVoltViper,1200.50\nNeonNomad,300\n\n')
    assert.deepEqual(rows, [
      { username: 'VoltViper', wagered: 1200.5, avatar: null },
      { username: 'NeonNomad', wagered: 300, avatar: null },
    ])
    assert.deepEqual(parseWagerCsv('NeonNomad;300;https://cdn.example/a.png'), [
      { username: 'NeonNomad', wagered: 300, avatar: 'https://cdn.example/a.png' },
    ])
  })

  test('a quoted "1,234.56" is one number, a quoted comma stays in the name, a BOM is ignored', ({ assert }) => {
    const rows = parseWagerCsv('\uFEFFusername,wagered\r\n"Volt, Viper","1,234.56"\r\nNeonNomad,"12,000"\r\n')
    assert.deepEqual(rows, [
      { username: 'Volt, Viper', wagered: 1234.56, avatar: null },
      { username: 'NeonNomad', wagered: 12000, avatar: null },
    ])
  })

  test('an unquoted 1,234.56 is not read as 1 and an avatar 234.56', ({ assert }) => {
    assert.throws(
      () => parseWagerCsv('username,wagered\nVoltViper,1,234.56'),
      CsvImportError,
      /^line 2: the third cell/
    )
  })

  test('a malformed line is named by its line in the file', ({ assert }) => {
    assert.throws(() => parseWagerCsv('username,wagered\nok,1\nb"ad,2\n'), CsvImportError, /^line 3: a quote/)
  })

  test('a player listed twice keeps the last line', ({ assert }) => {
    assert.deepEqual(parseWagerCsv('a,1\nA,2'), [{ username: 'A', wagered: 2, avatar: null }])
  })

  test('a username with < > or control characters is refused', ({ assert }) => {
    assert.throws(
      () => parseWagerCsv('ok,1\n<!--<script>,5\n</script><b>x,2\nbell\u0007,3\nrtl\u202eevil,4'),
      CsvImportError,
      /line 2: username has < > or control characters; line 3: .*; line 4: .*; line 5: /
    )
  })

  test('bad lines are all reported and nothing is returned', ({ assert }) => {
    assert.throws(() => parseWagerCsv('ok,1\n,5\nbad,-3\nworse,abc'), CsvImportError, /line 2.*line 3.*line 4/)
    assert.throws(() => parseWagerCsv('   '), CsvImportError, 'The file is empty')
  })
})
