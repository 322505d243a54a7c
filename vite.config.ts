import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'
import precompress from './vite/precompress_plugin.js'

export default defineConfig({
  // `npm test` runs suites side by side: each gets a cache of its own (scripts/test.mjs)
  cacheDir: process.env.VITE_CACHE_DIR,
  plugins: [
    react(),
    tailwindcss(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
    precompress(),
  ],
  // the typed /api client is only imported by lazily loaded pages, and the BLS code only by the
  // draw checks' lazy chunk: pre-bundle them up front, so the first page that uses one does
  // not make the dev server re-optimize and reload
  optimizeDeps: { include: ['@tuyau/core/client', '@noble/curves/bls12-381'] },
  // the server bundle takes in only the icons the pages use: left external, lucide-react's
  // whole module (1.3 MB of source, every icon built at import) stayed in each web process's
  // memory for a few dozen icons
  ssr: { noExternal: ['lucide-react'] },
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      '@generated': `${import.meta.dirname}/.adonisjs/client/`,
      '@shared/': `${import.meta.dirname}/app/shared/`,
    },
  },
})
