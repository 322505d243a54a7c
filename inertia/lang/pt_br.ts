/** The pt-BR catalog, every area of resources/lang/pt-BR in one chunk (inertia/lib/i18n.ts) */
export default import.meta.glob<Record<string, string>>('../../resources/lang/pt-BR/*.json', {
  eager: true,
  import: 'default',
})
