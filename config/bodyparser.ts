import { defineConfig } from '@adonisjs/core/bodyparser'
import { newUploadTmpPath } from '#infra/uploads/temp_files'

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: { convertEmptyStringsToNull: true, types: ['application/x-www-form-urlencoded'] },
  json: {
    convertEmptyStringsToNull: true,
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json'],
  },
  multipart: {
    /**
     * Never parsed here: this middleware runs before session, CSRF and authentication. The
     * upload routes parse their body with the `multipart` route middleware after those checks
     * (and after the admin gate), and every other route refuses a multipart body with 415.
     */
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    /** The one temp folder for uploads (the upload tests check it is left empty) */
    tmpFileName: newUploadTmpPath,
    /** Outer bound; each upload route passes its own, smaller limit */
    limit: '8mb',
    /** Text fields of an upload form are short (names, descriptions, a date) */
    fieldsLimit: '256kb',
    maxFields: 50,
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
