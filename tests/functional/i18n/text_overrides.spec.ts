import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import AuditLog from '#models/audit_log'
import TextOverride from '#models/text_override'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { decoded, rawGet } from '#tests/helpers/http/raw_http'
import { clearKeptPages, pagesFromMemory } from '#http_cache/public_pages'
import { ERROR_CODES } from '#shared/errors'

/**
 * /admin/texts (docs/languages.md#overrides): an admin's wording of any catalog text, per
 * language, checked as ICU with the English placeholders, audited, and used at once by the
 * server's i18n and the pages (the `texts` shared prop), cached guest pages included
 */
const SAVE = () => urlFor('admin_api.texts.save')
const RESET = () => urlFor('admin_api.texts.reset')

test.group('Languages / admins override texts', (group) => {
  group.each.setup(async () => {
    await resetToDemoSite()
    clearKeptPages()
  })

  test('save, list, reset an override; each change is in the audit log', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const api = jsonAs(client, admin)

    const saved = await api.put(SAVE(), { locale: 'es', key: 'layout.footer_faq', message: 'Dudas' })
    saved.assertStatus(200)
    assert.equal(saved.body().message, 'Text saved')

    const page = await client
      .get(`${urlFor('admin.texts')}?locale=es&q=footer_faq`)
      .loginAs(admin)
      .withInertia()
    page.assertStatus(200)
    assert.equal(page.inertiaComponent, 'admin/texts')
    const props = page.inertiaProps as any
    assert.deepEqual(props.texts, [
      { key: 'layout.footer_faq', english: 'FAQ', catalog: 'Preguntas frecuentes', override: 'Dudas' },
    ])
    assert.equal(props.total, 1)

    // the search reads the text shown now in that language
    const byText = await client
      .get(`${urlFor('admin.texts')}?locale=es&q=dudas`)
      .loginAs(admin)
      .withInertia()
    // the overridden key is found by its override, not by its catalog text; any other row has
    // the word in its own text
    const found = (byText.inertiaProps as any).texts as Array<{ key: string; catalog: string; override: string | null }>
    assert.include(
      found.map((row) => row.key),
      'layout.footer_faq'
    )
    for (const row of found) assert.match(row.override ?? row.catalog, /dudas/i, row.key)

    const edited = await api.put(SAVE(), { locale: 'es', key: 'layout.footer_faq', message: 'Ayuda' })
    edited.assertStatus(200)
    const row = await TextOverride.findByOrFail({ locale: 'es', key: 'layout.footer_faq' })
    assert.equal(row.message, 'Ayuda')
    assert.equal(row.updatedBy, admin.id)

    const reset = await api.delete(RESET(), { locale: 'es', key: 'layout.footer_faq' })
    reset.assertStatus(200)
    assert.equal(reset.body().message, 'Text back to the default')
    assert.isNull(await TextOverride.findBy({ locale: 'es', key: 'layout.footer_faq' }))
    const again = await api.delete(RESET(), { locale: 'es', key: 'layout.footer_faq' })
    again.assertStatus(404)

    const audit = await AuditLog.query().where('subject_type', 'text_override').orderBy('id')
    assert.deepEqual(
      audit.map((entry) => [entry.action, entry.actorId, entry.before, entry.after]),
      [
        ['text_override.save', admin.id, null, { locale: 'es', key: 'layout.footer_faq', message: 'Dudas' }],
        [
          'text_override.save',
          admin.id,
          { locale: 'es', key: 'layout.footer_faq', message: 'Dudas' },
          { locale: 'es', key: 'layout.footer_faq', message: 'Ayuda' },
        ],
        ['text_override.reset', admin.id, { locale: 'es', key: 'layout.footer_faq', message: 'Ayuda' }, null],
      ]
    )
  })

  test('a moderator may not see or change the texts', async ({ client, assert }) => {
    const moderator = await createUser({ role: 'moderator' })
    const api = jsonAs(client, moderator)
    const save = await api.put(SAVE(), { locale: 'es', key: 'layout.footer_faq', message: 'Dudas' })
    save.assertStatus(403)
    assert.equal(save.body().error, ERROR_CODES.forbidden)
    const reset = await api.delete(RESET(), { locale: 'es', key: 'layout.footer_faq' })
    reset.assertStatus(403)
    const page = await client.get(urlFor('admin.texts')).loginAs(moderator).withInertia()
    assert.notEqual(page.status(), 200)
    assert.isNull(await TextOverride.first())
  })

  test('an override must be valid ICU with the placeholders of the English text', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const api = jsonAs(client, admin)
    const refused = async (key: string, message: string) => {
      const answer = await api.put(SAVE(), { locale: 'de', key, message })
      answer.assertStatus(422)
      assert.equal(answer.body().error, ERROR_CODES.unusableInput)
      return answer.body().message as string
    }
    assert.match(await refused('layout.points_short', '{points pts'), /^This text is not valid ICU message syntax: /)
    assert.equal(
      await refused('layout.points_short', '{pkt} Pkt.'),
      'The text must use the same placeholders as the English text: {points}'
    )
    assert.equal(
      await refused('layout.points_short', 'Punkte'),
      'The text must use the same placeholders as the English text: {points}'
    )
    assert.equal(
      await refused('layout.footer_faq', 'Fragen {zu}'),
      'The text must use the same placeholders as the English text: none'
    )
    const unknown = await api.put(SAVE(), { locale: 'de', key: 'layout.no_such_key', message: 'x' })
    unknown.assertStatus(404)
    assert.equal(unknown.body().message, 'No text has the key layout.no_such_key')
    assert.isNull(await TextOverride.first())

    const ok = await api.put(SAVE(), { locale: 'de', key: 'layout.points_short', message: '{points} Pkt.' })
    ok.assertStatus(200)
  })

  test('an override whose key left the catalog is listed as orphaned and can be deleted', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    await TextOverride.create({ locale: 'pt-BR', key: 'gone.old_banner', message: 'Velho' })
    const page = await client.get(urlFor('admin.texts')).loginAs(admin).withInertia()
    assert.deepEqual((page.inertiaProps as any).orphans, [
      { locale: 'pt-BR', key: 'gone.old_banner', message: 'Velho' },
    ])
    const deleted = await jsonAs(client, admin).delete(RESET(), { locale: 'pt-BR', key: 'gone.old_banner' })
    deleted.assertStatus(200)
    assert.isNull(await TextOverride.findBy({ key: 'gone.old_banner' }))
    const audit = await AuditLog.findByOrFail('action', 'text_override.reset')
    assert.deepEqual(audit.before, { locale: 'pt-BR', key: 'gone.old_banner', message: 'Velho' })
  })

  test('an override shows on the pages at once, kept guest pages included, and in a refusal', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const spanish = { 'accept-language': 'es' }
    const before = decoded(await rawGet(urlFor('store'), spanish))
    assert.include(before, 'Saltar al contenido')
    await rawGet(urlFor('store'), spanish)
    const kept = pagesFromMemory()

    const api = jsonAs(client, admin)
    const saved = await api.put(SAVE(), {
      locale: 'es',
      key: 'layout.skip_to_content',
      message: 'Ir directo al contenido',
    })
    saved.assertStatus(200)

    // the kept page's key moved: the page is rendered again, with the override
    const after = decoded(await rawGet(urlFor('store'), spanish))
    assert.include(after, 'Ir directo al contenido')
    assert.notInclude(after, 'Saltar al contenido')
    assert.equal(pagesFromMemory(), kept, 'not the kept page')
    // only the active language's overrides reach the page, only when there are any
    const inertia = await client.get(urlFor('store')).header('accept-language', 'es').withInertia()
    assert.deepEqual((inertia.inertiaProps as any).texts, {
      'layout.skip_to_content': 'Ir directo al contenido',
    })
    const english = await client.get(urlFor('store')).header('accept-language', 'en').withInertia()
    assert.notProperty(english.inertiaProps, 'texts')
    assert.include(decoded(await rawGet(urlFor('store'), { 'accept-language': 'en' })), 'Skip to content')

    // the server's i18n (ctx.i18n.t) answers the override too: a refusal's message
    await api.put(SAVE(), { locale: 'en', key: 'admin_texts.unknown_key', message: 'Nothing called {key}' })
    const refusal = await api.put(SAVE(), { locale: 'en', key: 'layout.nope', message: 'x' })
    refusal.assertStatus(404)
    assert.deepEqual(refusal.body(), { message: 'Nothing called layout.nope', error: ERROR_CODES.notFound })
  }).timeout(180_000)
})
