import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'

/** Uploads (avatars, product and leaderboard images) are stored here under generated names */
const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK') ?? 'fs',
  services: {
    fs: services.fs({
      location: env.get('STORAGE_PATH') ?? app.makePath('storage'),
      /** Served by our own /uploads route (UploadsController), which refuses any path that is not a plain key */
      visibility: 'public',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
