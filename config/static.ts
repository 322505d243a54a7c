import { relative } from 'node:path'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/static'
import { staticCacheControl } from '#infra/http/compression'

const staticServerConfig = defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  // Hashed build output is cached for a year; other public files only briefly
  headers: (path) => ({ 'Cache-Control': staticCacheControl(relative(app.publicPath(), path)) }),
})

export default staticServerConfig
