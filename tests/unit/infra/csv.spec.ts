import { test } from '@japa/runner'
import { CsvFileError, csvCell, csvNumber, readCsv, toCsv } from '#infra/csv/csv'

test.group('CSV / reading', () => {
  test('a BOM is ignored, quoted cells keep their commas, lines are the file lines', ({ assert }) => {
    const records = readCsv('\uFEFFusername,points\r\n\r\n"Doe, Jane","1,234.56"\r\n"say ""hi""", 7 \n')
    assert.deepEqual(records, [
      { line: 1, cells: ['username', 'points'] },
      { line: 3, cells: ['Doe, Jane', '1,234.56'] },
      { line: 4, cells: ['say "hi"', '7'] },
    ])
  })

  test('a file whose first line holds semicolons only is read with semicolons', ({ assert }) => {
    assert.deepEqual(
      readCsv('name;points\n"a;b";"1,5"\nc,d;2').map((r) => r.cells),
      [
        ['name', 'points'],
        ['a;b', '1,5'],
        ['c,d', '2'],
      ]
    )
  })

  test('a malformed file names the line', ({ assert }) => {
    assert.throws(() => readCsv('a,1\nb"c,2\n'), CsvFileError, 'line 2: a quote starts in the middle of a cell')
    assert.throws(() => readCsv('a,1\n"b"c,2\n'), CsvFileError, 'line 2: a quote ends in the middle of a cell')
    assert.throws(() => readCsv('a,1\n"b,2\nc,3'), CsvFileError, /^line 3: the file ends inside a quoted cell/)
  })

  test('numbers: plain, signed, decimals, thousands grouped by commas, spaces or underscores', ({ assert }) => {
    assert.equal(csvNumber('1,234.56'), 1234.56)
    assert.equal(csvNumber('1 000 000'), 1_000_000)
    assert.equal(csvNumber('2_500'), 2500)
    assert.equal(csvNumber('-3'), -3)
    assert.equal(csvNumber('0.5'), 0.5)
    for (const bad of ['', 'abc', '1,23', '12,34.5', '1e5', '1.2.3', '0x10', 'Infinity'])
      assert.isNull(csvNumber(bad), bad)
  })
})

test.group('CSV / writing', () => {
  test('a cell a spreadsheet would run as a formula is written as text', ({ assert }) => {
    assert.equal(csvCell('=HYPERLINK("http://x","y")'), `"'=HYPERLINK(""http://x"",""y"")"`)
    assert.equal(csvCell('+1'), "'+1")
    assert.equal(csvCell('-2+3'), "'-2+3")
    assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)")
    assert.equal(csvCell('\tcmd'), "'\tcmd")
    assert.equal(csvCell('\rcmd'), `"'\rcmd"`)
    assert.equal(csvCell('plain_name'), 'plain_name')
    assert.equal(csvCell('a,b'), '"a,b"')
    assert.equal(csvCell(-5), '-5')
    assert.equal(csvCell(null), '')
  })

  test('a written file reads back to the same cells', ({ assert }) => {
    const rows = [
      ['Doe, Jane', 1234, null],
      ['say "hi"', 0, 'kick\nname'],
    ]
    const text = toCsv(['username', 'points', 'kick_username'], rows)
    assert.deepEqual(
      readCsv(text).map((r) => r.cells),
      [
        ['username', 'points', 'kick_username'],
        ['Doe, Jane', '1234', ''],
        ['say "hi"', '0', 'kick\nname'],
      ]
    )
  })
})
