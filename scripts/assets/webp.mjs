/**
 * Writes the WebP versions of the raster images the pages show (run by scripts/assets/build.sh
 * after it renders them, which then removes the PNG/JPEG sources; sharp is a dependency of
 * the site already). og-image.png stays PNG for social previews.
 *
 * Usage: node scripts/assets/webp.mjs [auth|media]   (all when no folder is given)
 */
import sharp from 'sharp'
import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'

const PUBLIC = resolve(import.meta.dirname, '../../public')

/** source -> WebP at the size the pages show (the auth art is at most 384 CSS px wide) */
const IMAGES = [
  { from: 'auth/login.png', to: 'auth/login.webp', width: 600, quality: 72 },
  { from: 'auth/signup.png', to: 'auth/signup.webp', width: 600, quality: 72 },
  { from: 'media/hero-poster.jpg', to: 'media/hero-poster.webp', width: 1280, quality: 60 },
]

const only = process.argv[2]
for (const image of IMAGES.filter((i) => !only || i.to.startsWith(`${only}/`))) {
  const target = resolve(PUBLIC, image.to)
  await sharp(resolve(PUBLIC, image.from))
    .resize({ width: image.width, withoutEnlargement: true })
    .webp({ quality: image.quality, effort: 6 })
    .toFile(target)
  const { size } = await stat(target)
  console.log(`public/${image.to} ${Math.ceil(size / 1024)} KB`)
}
