import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { BonusHuntFactory, paidSlots } from '#database/factories/hunt_factory'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { resetDatabase } from '#tests/helpers/database/database'
import { createRaffle, RAFFLE } from '#tests/helpers/database/raffles'
import { createUser } from '#tests/helpers/database/users'
import { expectStatus } from '#tests/helpers/http/requests'
import { ERROR_CODES as E } from '#shared/errors'
import User from '#models/user'

/** A user's JSON call in a browser's language */
const as = (client: ApiClient, user: User, language: string) => ({
  post: (url: string, body: object) => jsonAs(client, user).post(url).json(body).header('accept-language', language),
})

const liveHunt = (guessingOpen: boolean) =>
  BonusHuntFactory.merge({ guessingOpen })
    .with('slots', 1, (slot) => slot.merge(paidSlots([null])))
    .create()

/**
 * The refusals and answers of the raffles, the hunt's guesses and the slot requests (and
 * their validators) in the reader's language; English stays the product's wording
 */
test.group('Languages / the domains answer in the reader’s language', (group) => {
  group.each.setup(() => resetDatabase())

  test('raffles: an entry and its refusals in Spanish, with the counts filled in', async ({ client }) => {
    const admin = await createUser({ admin: true })
    const player = await createUser({ points: 100 })
    const { id } = await createRaffle(client, admin)
    const enter = (user: User, tickets: number, language = 'es-ES,es;q=0.9') =>
      as(client, user, language).post(urlFor('raffles.enter', { id }), { tickets })

    const tooMany = await enter(player, 6)
    tooMany.assertStatus(422)
    tooMany.assertBody({
      message: 'Puedes tener como máximo 5 boletos en este sorteo (tienes 0)',
      error: E.invalidState,
    })
    const entered = await enter(player, 2)
    entered.assertStatus(200)
    entered.assertBodyContains({ message: 'Participas con 2 boletos. ¡Suerte!' })
    const again = await enter(player, 4, 'en-US')
    again.assertBodyContains({
      message: `You can hold at most ${RAFFLE.max_tickets} tickets in this raffle (you have 2)`,
    })

    // a Spanish account: its own language, whatever the browser says
    const broke = await createUser({ points: 0 })
    await User.query().where('id', broke.id).update({ locale: 'es' })
    const short = await enter(broke, 1, 'de')
    short.assertBodyContains({ message: 'No tienes suficientes puntos para estos boletos' })
  })

  test('raffles: the admin form’s validation and answers in Spanish', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const create = (body: object, language: string) =>
      as(client, admin, language).post(urlFor('admin_api.raffles.create'), { ...RAFFLE, ...body })
    const refused = await create({ title: '', winners: 0 }, 'es')
    refused.assertStatus(422)
    assert.deepEqual(refused.body().errors, {
      title: ['Escribe un título de 1 a 120 caracteres'],
      winners: ['Los ganadores deben ser un número entero de 1 a 100'],
    })
    const created = await create({}, 'es')
    created.assertBodyContains({ message: 'Sorteo creado' })
    const english = await create({ ticket_cost: -1 }, 'en')
    assert.deepEqual(english.body().errors, {
      ticket_cost: ['The ticket cost must be a whole number of points from 0 to 1000000'],
    })
  })

  test('hunt guesses: refused, validated and saved in Spanish', async ({ client, assert }) => {
    const viewer = await createUser()
    const guess = (amount: unknown) => as(client, viewer, 'es').post(urlFor('economy.hunt_guess'), { amount })

    const noHunt = await guess(50)
    noHunt.assertBody({
      message: 'No hay ningún bonus hunt en directo para hacer una predicción',
      error: E.invalidState,
    })
    const hunt = await liveHunt(false)
    const closed = await guess(50)
    closed.assertBodyContains({ message: 'Las predicciones están cerradas para este hunt' })

    hunt.guessingOpen = true
    await hunt.save()
    const word = await guess('lots')
    word.assertStatus(422)
    assert.deepEqual(word.body().errors, {
      amount: ['Escribe tu predicción en dólares, por ejemplo 1234.56'],
    })
    const saved = await guess(1234.5)
    saved.assertBodyContains({
      message: 'Tu predicción está registrada. Puedes cambiarla hasta que se cierren las predicciones.',
    })
  })

  test('slot requests: closed, over the limit and requested, in Spanish', async ({ client }) => {
    const admin = await createUser({ admin: true })
    const viewer = await createUser()
    const ask = (slot: string) => as(client, viewer, 'es').post(urlFor('economy.slot_request'), { slot })

    const closed = await ask('Gates of Olympus')
    closed.assertBody({ message: 'Los pedidos de slots están cerrados ahora mismo', error: E.conflict })

    const open = await as(client, admin, 'es').post(urlFor('admin_api.slot_requests.open'), {
      open: true,
      per_user: 2,
    })
    open.assertBodyContains({ message: 'Los pedidos de slots están abiertos' })
    await expectStatus(ask('Sugar Rush'), 200)
    const requested = await ask('Gates of Olympus')
    requested.assertBodyContains({ message: 'Pediste Gates of Olympus', votes: 1 })
    const third = await ask('Big Bass')
    third.assertBodyContains({
      message: 'Ya tienes 2 pedidos abiertos. Espera a que uno se juegue o se rechace.',
    })
    const blank = await ask('   ')
    blank.assertBodyContains({ message: 'Escribe el nombre de un slot' })
  })
})
