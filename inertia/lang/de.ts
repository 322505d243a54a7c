/** The de catalog, every area of resources/lang/de in one chunk (inertia/lib/i18n.ts) */
export default import.meta.glob<Record<string, string>>('../../resources/lang/de/*.json', {
  eager: true,
  import: 'default',
})
