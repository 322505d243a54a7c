/** The en catalog, every area of resources/lang/en in one chunk (inertia/lib/i18n.ts) */
export default import.meta.glob<Record<string, string>>('../../resources/lang/en/*.json', {
  eager: true,
  import: 'default',
})
