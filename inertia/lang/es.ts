/** The es catalog, every area of resources/lang/es in one chunk (inertia/lib/i18n.ts) */
export default import.meta.glob<Record<string, string>>('../../resources/lang/es/*.json', {
  eager: true,
  import: 'default',
})
