import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { ProductFactory } from '#database/factories/product_factory'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { Device } from '#tests/helpers/http/device'
import { decoded, rawGet } from '#tests/helpers/http/raw_http'
import { en, inLocale } from '#tests/helpers/i18n/english'
import { ACCOUNT_MESSAGES as M } from '#shared/accounts'
import { ERROR_CODES as E } from '#shared/errors'
import { PURCHASE_ANSWER } from '#shared/shop'
import User from '#models/user'
import PasswordChangedMail from '#mails/password_changed_mail'
import { botSays } from '#services/chat_points/chat_replies'
import { siteLocale } from '#config/i18n'
import { siteDefaultTemplates } from '#services/discord/webhook_settings'
import { DEFAULT_TEMPLATES } from '#shared/discord_announcements'
import ResetPasswordMail from '#mails/reset_password_mail'

/** What the server says (refusals, validation) in the reader's language, English unchanged */
test.group('Languages / the server speaks the reader’s language', (group) => {
  group.each.setup(() => resetDatabase())

  test('a refused purchase answers in the request’s language, its code unchanged', async ({ client }) => {
    const user = await createUser({ points: 10, celsiusUsername: 'celsius_fan' })
    const soldOut = await ProductFactory.merge({ price: 1, stock: 0 }).create()
    const pricey = await ProductFactory.merge({ price: 1_000, stock: 5 }).create()
    const buy = (id: number, language: string) =>
      jsonAs(client, user).post(urlFor('economy.purchase', { id })).header('accept-language', language)

    const spanish = await buy(soldOut.id, 'es-ES,es;q=0.9')
    spanish.assertStatus(422)
    spanish.assertBody({ message: 'producto agotado', error: E.outOfStock })

    const german = await buy(pricey.id, 'de-DE')
    german.assertStatus(422)
    german.assertBody({ message: 'nicht genug Guthaben', error: E.insufficientFunds })

    const english = await buy(pricey.id, 'en-US')
    english.assertBody({ message: 'insufficient funds', error: E.insufficientFunds })
  })

  test('an account’s own language beats the browser’s', async ({ client }) => {
    const user = await createUser({ points: 10, celsiusUsername: 'celsius_fan' })
    await User.query().where('id', user.id).update({ locale: 'de' })
    const soldOut = await ProductFactory.merge({ price: 1, stock: 0 }).create()
    const response = await jsonAs(client, user)
      .post(urlFor('economy.purchase', { id: soldOut.id }))
      .header('accept-language', 'es')
    response.assertBody({ message: inLocale('de', PURCHASE_ANSWER.outOfStock), error: E.outOfStock })
  })

  test('the exception handler’s own refusals are translated too', async ({ assert }) => {
    const answer = await rawGet('/api/no-such-route', {
      'accept': 'application/json',
      'accept-language': 'de',
    })
    assert.equal(answer.status, 404)
    assert.deepEqual(JSON.parse(decoded(answer)), { message: 'Nicht gefunden', error: E.notFound })
  })

  test('validation messages: the sign-up rules in Spanish, English as before', async ({ assert }) => {
    const spanish = await Device.onHomePage({ 'accept-language': 'es' })
    const refused = await spanish.post(urlFor('auth.register'), {
      username: 'abc',
      email: 'fan@example.test',
      password: 'password123',
    })
    assert.deepEqual(refused.body, {
      message: 'bad request',
      errors: { username: ['¡El nombre de usuario debe tener entre 4 y 20 caracteres!'] },
    })

    const tooLong = await spanish.post(urlFor('auth.register'), {
      username: 'NeonFan',
      email: 'fan@example.test',
      password: 'p'.repeat(129),
    })
    assert.deepEqual(tooLong.body.errors, {
      password: ['¡La contraseña debe tener como máximo 128 caracteres!'],
    })

    const english = await Device.onHomePage()
    const same = await english.post(urlFor('auth.register'), {
      username: 'abc',
      email: 'fan@example.test',
      password: 'password123',
    })
    assert.deepEqual(same.body.errors, { username: ['Username must be between 4-20 chars!'] })
    assert.equal(en(M.usernameLength), 'Username must be between 4-20 chars!')
  }).timeout(180_000)

  test('a JSON refusal of invalid input carries the first validation message in the request’s language', async ({
    client,
  }) => {
    const user = await createUser({ points: 10 })
    const response = await jsonAs(client, user)
      .post(urlFor('economy.vault_add'), { amount: 1.5 })
      .header('accept-language', 'pt-BR')
    response.assertStatus(422)
    response.assertBodyContains({
      message: 'O valor deve ser um número inteiro de dólares.',
      error: E.invalidInput,
    })
  })

  test('a mail is in its recipient’s language, else the site’s', async ({ assert }) => {
    const german = new PasswordChangedMail(
      { email: 'fan@example.test', username: 'NeonFan', locale: 'de' },
      new Date('2026-11-29T10:00:00Z')
    )
    await german.buildWithContents()
    const message = german.message.toJSON().message
    assert.equal(message.subject, 'Dein NEONPLAY-Passwort wurde geändert')
    assert.include(message.html, '<html lang="de">')
    assert.include(message.html, 'Das Passwort deines NEONPLAY-Kontos wurde am 2026-11-29 10:00 UTC geändert.')
    assert.include(message.html, 'Erst ab 18. Spiel verantwortungsvoll.')
    assert.include(message.text, 'Hi NeonFan,')

    // no language of their own: the site's (English in the tests), the wording as before
    const english = new ResetPasswordMail({ email: 'fan@example.test', username: 'NeonFan' }, 'http://x/reset')
    await english.buildWithContents()
    const sent = english.message.toJSON().message
    assert.equal(sent.subject, 'Reset your NEONPLAY password')
    assert.include(sent.html, 'Someone (hopefully you) asked to reset the password of your NEONPLAY account.')
    assert.include(sent.text, 'http://x/reset')
  })

  test('the chat bot speaks the site’s language (SITE_LOCALE)', ({ assert }) => {
    // the tests run with the default site language; the bot reads the catalog in it
    assert.equal(siteLocale, 'en')
    assert.equal(botSays('bot.points_reply', { username: 'viewer', balance: 1500 }), '@viewer you have 1,500 points')
    // the same lookup with SITE_LOCALE=de
    assert.equal(
      inLocale('de', 'bot.points_reply', { username: 'viewer', balance: 1500 }),
      '@viewer du hast 1.500 Punkte'
    )
  })

  test('the meta description is in the page’s language, the title suffix stays', async ({ assert }) => {
    const spanish = decoded(await rawGet(urlFor('store'), { 'accept-language': 'es' }))
    assert.include(spanish, `<meta name="description" content="${inLocale('es', 'site_meta.description')}" />`)
    assert.include(spanish, 'Clasificaciones mensuales')
    const english = decoded(await rawGet(urlFor('store')))
    assert.include(
      english,
      'content="Monthly wager leaderboards, a live bonus hunt, the vault giveaway and a point shop for the NEONPLAY community. 18+ only."'
    )
    assert.match(english, /<title[^>]*>[^<]*NEONPLAY<\/title>/)
  }).timeout(120_000)

  test('the built-in Discord templates come from the catalog in the site’s language', ({ assert }) => {
    // English site: exactly the templates of app/shared/discord_announcements.ts
    assert.deepEqual(siteDefaultTemplates(), DEFAULT_TEMPLATES)
    // the German catalog keeps every {placeholder} for fillTemplate
    assert.equal(
      inLocale('de', 'discord.template_vault_winner', { winner: '{winner}', amount: '{amount}', link: '{link}' }),
      '**{winner}** hat den Tresor gewonnen: {amount}! Prüf die Ziehung: {link}'
    )
  })
})
