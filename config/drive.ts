import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'

/**
 * Uploads (avatars, product and leaderboard images) are stored on the DRIVE_DISK disk under
 * generated names: the local folder by default, or an S3-compatible bucket (several machines).
 * Either way they are served by our own /uploads route (UploadsController), which refuses any
 * path that is not a plain key and streams the file through the app with its cache headers, so
 * the bucket can stay private and upload URLs do not depend on where the files live.
 */
const disk = env.get('DRIVE_DISK') ?? 'fs'

const driveConfig = defineConfig({
  default: disk,
  services: {
    fs: services.fs({
      location: env.get('STORAGE_PATH') ?? app.makePath('storage'),
      visibility: 'public',
    }),
    /**
     * Only when DRIVE_DISK=s3 (start/production_guard.ts checks its settings): the drive
     * resolves every disk listed here at boot, and this one imports the AWS SDK, which would
     * otherwise sit in each web process's memory unused
     */
    ...(disk === 's3' ? { s3: s3Disk() } : {}),
  },
})

function s3Disk() {
  return services.s3({
    bucket: env.get('S3_BUCKET') ?? '',
    region: env.get('S3_REGION') ?? '',
    endpoint: env.get('S3_ENDPOINT'),
    forcePathStyle: env.get('S3_FORCE_PATH_STYLE') ?? false,
    // unset: the AWS default credential chain (instance role, shared config, ...)
    credentials: env.get('AWS_ACCESS_KEY_ID')
      ? {
          accessKeyId: env.get('AWS_ACCESS_KEY_ID')!,
          secretAccessKey: env.get('AWS_SECRET_ACCESS_KEY')?.release() ?? '',
        }
      : undefined,
    // private objects: nobody reads the bucket but the app (no ACL calls, which R2 and
    // some S3-compatible servers do not support)
    visibility: 'private',
    supportsACL: false,
    // checksums only where S3 requires them: the SDK's default (a CRC trailer on every
    // upload, aws-chunked) is not understood by several S3-compatible servers
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
