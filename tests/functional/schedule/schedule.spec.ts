import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import ICAL from 'ical.js'
import { DateTime } from 'luxon'
import AuditLog from '#models/audit_log'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { decoded, rawGet } from '#tests/helpers/http/raw_http'
import { clearKeptPages } from '#http_cache/public_pages'
import { occurrencesBetween } from '#services/schedule/occurrences'
import { publicSchedule } from '#services/schedule/schedule_store'
import { icalFeed } from '#services/schedule/ical_feed'
import { ERROR_CODES } from '#shared/errors'
import { scheduleDays } from '#shared/schedule_days'

/**
 * The stream schedule (docs/product.md#schedule): saved whole by an admin, audited; the
 * streams it plans, in the streamer's zone across clock changes, with exceptions; /schedule,
 * the home page's next stream and the iCalendar feed, read by an iCalendar library
 */
const SAVE = () => urlFor('admin_api.schedule.update')
const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }) as DateTime<true>
const starts = (list: { startsAt: string }[]) => list.map((s) => s.startsAt.replace('.000', ''))

test.group('Schedule', (group) => {
  group.each.setup(async () => {
    await resetToDemoSite()
    clearKeptPages()
  })

  test('a weekly stream keeps its wall-clock time across a clock change; an exception moves one date', async ({
    client,
    assert,
  }) => {
    const api = jsonAs(client, await createUser({ admin: true }))
    const saved = await api.put(SAVE(), {
      time_zone: 'Europe/Berlin',
      weekly: [
        { day: 'sunday', start: '20:00', duration: 180, title: 'Sunday slots' },
        { day: 'wednesday', start: '18:30' },
      ],
      exceptions: [
        { date: '2026-10-21', start: '21:15', title: 'Late one' },
        { date: '2026-11-01', cancelled: true },
      ],
    })
    saved.assertStatus(200)
    assert.equal(saved.body().message, 'Schedule saved')

    const schedule = await publicSchedule()
    assert.equal(schedule.timeZone, 'Europe/Berlin')
    // defaults filled in: two hours, no title
    assert.deepEqual(schedule.weekly[0], { day: 'wednesday', start: '18:30', duration: 120, title: '' })
    // Berlin leaves summer time on Sunday 25 October 2026 at 03:00
    const streams = occurrencesBetween(schedule, utc('2026-10-17T00:00:00Z'), utc('2026-11-05T00:00:00Z'))
    assert.deepEqual(starts(streams), [
      '2026-10-18T18:00:00Z', // 20:00 CEST (+02:00)
      '2026-10-21T19:15:00Z', // the exception: 21:15 CEST instead of 18:30
      '2026-10-25T19:00:00Z', // 20:00 CET (+01:00): the same wall clock, an hour later in UTC
      '2026-10-28T17:30:00Z',
      // 1 November cancelled
      '2026-11-04T17:30:00Z',
    ])
    assert.deepEqual(
      streams.map((s) => s.title),
      ['Sunday slots', 'Late one', 'Sunday slots', '', '']
    )
    assert.equal(streams[2].endsAt.replace('.000', ''), '2026-10-25T22:00:00Z')
    // the exception kept the weekly duration; the cancelled date is in the feed's list only
    assert.equal(streams[1].endsAt.replace('.000', ''), '2026-10-21T21:15:00Z')
    const withCancelled = occurrencesBetween(schedule, utc('2026-10-31T00:00:00Z'), utc('2026-11-02T00:00:00Z'), true)
    assert.deepEqual(
      withCancelled.map((s) => [s.id, s.cancelled]),
      [['20261101-0', true]]
    )

    // a viewer in New York (clocks go back a week later, 1 November) sees its own days
    const days = scheduleDays(streams, Date.parse('2026-10-24T12:00:00Z'), 'America/New_York', 3)
    assert.deepEqual(
      days.map((d) => [d.date, d.streams.length]),
      [
        ['2026-10-24', 0],
        ['2026-10-25', 1],
        ['2026-10-26', 0],
      ]
    )

    const audit = await AuditLog.query().where('action', 'schedule.save').firstOrFail()
    const after = typeof audit.after === 'string' ? JSON.parse(audit.after) : audit.after
    assert.deepInclude(after, { timeZone: 'Europe/Berlin' })
  })

  test('times in a clock change gap or overlap are read as RFC 5545 reads them', async ({ client, assert }) => {
    const api = jsonAs(client, await createUser({ admin: true }))
    await api
      .put(SAVE(), { time_zone: 'europe/berlin', weekly: [{ day: 'sunday', start: '02:30', duration: 60 }] })
      .then((r) => r.assertStatus(200))
    const schedule = await publicSchedule()
    assert.equal(schedule.timeZone, 'Europe/Berlin')
    // 29 March 2026: 02:30 does not exist (read with the offset before the gap: 03:30 CEST);
    // 25 October 2026: 02:30 happens twice (the first, still CEST)
    const spring = occurrencesBetween(schedule, utc('2026-03-28T00:00:00Z'), utc('2026-03-30T00:00:00Z'))
    const autumn = occurrencesBetween(schedule, utc('2026-10-24T00:00:00Z'), utc('2026-10-26T00:00:00Z'))
    assert.deepEqual(starts(spring), ['2026-03-29T01:30:00Z'])
    assert.deepEqual(starts(autumn), ['2026-10-25T00:30:00Z'])
  })

  test('refusals: zone, day, time, date, repeated dates; a client sending only the zone succeeds', async ({
    client,
    assert,
  }) => {
    const api = jsonAs(client, await createUser({ admin: true }))
    const refused = async (body: object, field: string) => {
      const answer = await api.put(SAVE(), body)
      answer.assertStatus(422)
      assert.include(Object.keys(answer.body().errors ?? {}), field, JSON.stringify(answer.body()))
    }
    await refused({ time_zone: 'Mars/Olympus' }, 'time_zone')
    await refused({ time_zone: '+01:00' }, 'time_zone')
    await refused({ time_zone: 'UTC', weekly: [{ day: 'Monday', start: '20:00' }] }, 'weekly.0.day')
    await refused({ time_zone: 'UTC', weekly: [{ day: 'monday', start: '24:00' }] }, 'weekly.0.start')
    await refused(
      { time_zone: 'UTC', weekly: [{ day: 'monday', start: '20:00', duration: '60' }] },
      'weekly.0.duration'
    )
    await refused({ time_zone: 'UTC', exceptions: [{ date: '2026-02-30', cancelled: true }] }, 'exceptions.0.date')
    const twice = await api.put(SAVE(), {
      time_zone: 'UTC',
      exceptions: [
        { date: '2026-12-01', cancelled: true },
        { date: '2026-12-01', cancelled: true },
      ],
    })
    twice.assertStatus(422)
    assert.equal(twice.body().error, ERROR_CODES.unusableInput)
    const noStart = await api.put(SAVE(), { time_zone: 'UTC', exceptions: [{ date: '2026-12-01' }] })
    assert.equal(noStart.body().error, ERROR_CODES.unusableInput)

    const minimal = await api.put(SAVE(), { time_zone: 'America/Sao_Paulo' })
    minimal.assertStatus(200)
    assert.deepEqual(minimal.body().schedule, { timeZone: 'America/Sao_Paulo', weekly: [], exceptions: [] })

    const moderator = jsonAs(client, await createUser({ role: 'moderator' }))
    const forbidden = await moderator.put(SAVE(), { time_zone: 'UTC' })
    forbidden.assertStatus(403)
  })

  test('/schedule and the home page show the next stream; a guest page follows a save', async ({ client, assert }) => {
    const api = jsonAs(client, await createUser({ admin: true }))
    const before = decoded(await rawGet('/schedule'))
    assert.include(before, 'Times in UTC')
    const tomorrow = DateTime.utc().setZone('Asia/Tokyo').plus({ days: 1 })
    const weekday = tomorrow.toFormat('cccc').toLowerCase()
    await api
      .put(SAVE(), {
        time_zone: 'Asia/Tokyo',
        weekly: [{ day: weekday, start: '19:00', title: 'Tokyo night' }],
        exceptions: [{ date: tomorrow.plus({ days: 7 }).toISODate(), cancelled: true }],
      })
      .then((r) => r.assertStatus(200))

    // the guest's kept page moved with the data (server-rendered in the streamer's zone)
    const html = decoded(await rawGet('/schedule'))
    assert.include(html, 'Times in Asia/Tokyo')
    assert.include(html, 'Tokyo night')

    const page = await client.get('/schedule').withInertia()
    const { schedule } = page.inertiaProps as any
    assert.equal(schedule.timeZone, 'Asia/Tokyo')
    // 15 days ahead, next week's stream cancelled: this week's, and maybe the one two weeks on
    const dates = schedule.streams.map((s: any) => s.date)
    assert.equal(dates[0], tomorrow.toISODate())
    assert.notInclude(dates, tomorrow.plus({ days: 7 }).toISODate()!)
    assert.equal(
      schedule.streams[0].startsAt,
      tomorrow.set({ hour: 19, minute: 0, second: 0, millisecond: 0 }).toUTC().toISO()
    )

    const home = await client.get('/').withInertia()
    assert.equal((home.inertiaProps as any).nextStream.stream.title, 'Tokyo night')
  })

  test('/schedule.ics is a feed an iCalendar library reads: UTC times, stable UIDs, folded and escaped text', async ({
    client,
    assert,
  }) => {
    const api = jsonAs(client, await createUser({ admin: true }))
    const title = 'Ünïcode 🎰 slots; bonus, buys \\ and a very long title that must be folded over lines'
    const save = (start: string) =>
      api.put(SAVE(), {
        time_zone: 'America/New_York',
        weekly: [{ day: 'saturday', start, duration: 90, title }],
        exceptions: [{ date: '2026-10-31', cancelled: true }],
      })
    const first = await save('21:00')
    first.assertStatus(200)

    const answer = await rawGet('/schedule.ics')
    assert.equal(answer.status, 200)
    assert.match(String(answer.headers['content-type']), /^text\/calendar; charset=utf-8/)
    const text = decoded(answer)
    for (const line of text.split('\r\n')) assert.isAtMost(Buffer.byteLength(line), 75, line)
    assert.notMatch(text, /[^\r]\n/)

    // a fixed moment: the feed around New York's clock change (1 November 2026)
    const feed = icalFeed(
      await publicSchedule(),
      'example.test',
      { calendarName: 'Streams', untitled: 'Stream', link: 'https://example.test/schedule' },
      utc('2026-10-27T00:00:00Z')
    )
    const calendar = new ICAL.Component(ICAL.parse(feed))
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    const october31 = events.find((e) => e.uid === 'stream-20261031-0@example.test')!
    assert.equal(october31.component.getFirstPropertyValue('status'), 'CANCELLED')
    const november7 = events.find((e) => e.uid === 'stream-20261107-0@example.test')!
    assert.equal(november7.summary, title)
    // 21:00 EST (-05:00) after the change, 21:00 EDT (-04:00) before it
    assert.equal(november7.startDate.toJSDate().toISOString(), '2026-11-08T02:00:00.000Z')
    assert.equal(november7.endDate.toJSDate().toISOString(), '2026-11-08T03:30:00.000Z')
    const october24 = events.find((e) => e.uid === 'stream-20261024-0@example.test')!
    assert.equal(october24.startDate.toJSDate().toISOString(), '2026-10-25T01:00:00.000Z')
    assert.equal(calendar.getFirstPropertyValue('x-wr-timezone'), 'America/New_York')

    // a new start keeps each event's UID; the SEQUENCE moves
    const second = await save('20:00')
    second.assertStatus(200)
    const later = new ICAL.Component(
      ICAL.parse(
        icalFeed(
          await publicSchedule(),
          'example.test',
          { calendarName: 'Streams', untitled: 'Stream', link: 'https://example.test/schedule' },
          utc('2026-10-27T00:00:00Z')
        )
      )
    )
    const moved = later
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c))
      .find((e) => e.uid === november7.uid)!
    assert.equal(moved.startDate.toJSDate().toISOString(), '2026-11-08T01:00:00.000Z')
    assert.equal(moved.sequence, november7.sequence + 1)
  })
})
