import { configApp } from '@adonisjs/eslint-config'

export default configApp(
  {
    ignores: [
      '.adonisjs/**',
      'public/**',
      'build/**',
      'tmp/**',
      'storage/**',
      'database/schema.ts',
    ],
  },
  {
    rules: {
      // Links use @inertiajs/react directly: the site has no Tuyau route registry
      '@adonisjs/prefer-adonisjs-inertia-link': 'off',
    },
  }
)
