#!/usr/bin/env node
// Procedural synthwave hero loop for the NEONPLAY home page.
// Renders every frame in plain JS (no dependencies) and pipes raw RGB into ffmpeg,
// which stores a lossless intermediate (FFV1) that build.sh then encodes to MP4/WebM.
//
// Everything is a function of the loop phase ph = frame / FRAMES in [0, 1), built only
// from periodic terms (cos(2*pi*k*ph), integer grid scroll, integer stripe scroll), so
// frame FRAMES is identical to frame 0 and the clip loops seamlessly.
//
// Usage: node scripts/assets/hero.mjs <out.mkv> [--check] [--width 1280] [--fps 30] [--seconds 8]
import { spawn } from 'node:child_process'

const args = process.argv.slice(2)
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? Number(args[i + 1]) : def
}
const OUT = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a)) || '/tmp/neonplay-hero.mkv'
const W = opt('width', 1280)
const H = Math.round((W * 9) / 16)
const FPS = opt('fps', 30)
const SECONDS = opt('seconds', 8)
const FRAMES = FPS * SECONDS
const CHECK = args.includes('--check')

// ------------------------------------------------------------------ palette (linear-ish 0..1 sRGB)
const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255)
const PINK = hex('#ff2bd6')
const VIOLET = hex('#8b5cf6')
const CYAN = hex('#22e4ff')
const ORANGE = hex('#ff8a3d')
const GOLD = hex('#ffd54a')
const BG0 = hex('#07060f')
const BG1 = hex('#0d0b1f')
const SKYMID = hex('#150b33')
const mix = (a, b, t) => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
]
const clamp = (v, a = 0, b = 1) => (v < a ? a : v > b ? b : v)
const smooth = (a, b, x) => {
  const t = clamp((x - a) / (b - a))
  return t * t * (3 - 2 * t)
}
const TAU = Math.PI * 2
/** pink -> violet -> cyan for s in [0,1] */
const accent = (s) => (s < 0.5 ? mix(PINK, VIOLET, s * 2) : mix(VIOLET, CYAN, (s - 0.5) * 2))

// ------------------------------------------------------------------ scene constants
const S = W / 1280 // resolution scale
const HY = Math.round(H * 0.58) // horizon
const CX = W / 2
const K = H - HY // floor: depth z = K / (y - HY), z = 1 at the bottom row
const SX = 118 * S // longitudinal line spacing at the bottom edge (px)
const CZ = (74 * S) / K // depth of one grid cell
const SCROLL_CELLS = 6 // grid cells travelled per loop (integer => seamless)
const SUN_R = H * 0.235
const SUN_CY = HY - SUN_R * 0.28
const STRIPE_STEP = SUN_R * 0.15
const STRIPES_PER_LOOP = 2 // integer => seamless

// deterministic PRNG
let seed = 1337
const rnd = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0
  return seed / 4294967296
}
const stars = []
for (let i = 0; i < 170 * S * S; i++) {
  const x = rnd() * W
  const y = Math.pow(rnd(), 1.25) * (HY - 24 * S)
  const b = 0.25 + rnd() * 0.75
  stars.push({
    x,
    y,
    b: b * b,
    k: 1 + Math.floor(rnd() * 3),
    p: rnd() * TAU,
    s: 0.55 + rnd() * 0.5,
  })
}
// static fine grain (identical every frame: costs almost no bitrate, hides banding)
const grain = new Float32Array(W * H)
for (let i = 0; i < grain.length; i++) grain[i] = (rnd() + rnd() - 1) * (2.2 / 255)

// per-pixel static vignette
const vig = new Float32Array(W * H)
for (let y = 0; y < H; y++)
  for (let x = 0; x < W; x++) {
    const vx = (x - CX) / (0.72 * W)
    const vy = (y - H * 0.5) / (0.9 * H)
    vig[y * W + x] = 1 - 0.55 * smooth(0.18, 1.05, vx * vx + vy * vy)
  }

const tone = (c) => (c < 0.82 ? c : 0.82 + 0.18 * (1 - Math.exp(-(c - 0.82) / 0.18)))

/** Render the frame at loop phase ph (0 = start, 1 = one full period later). */
function renderPhase(ph, buf) {
  const s = (1 - Math.cos(TAU * ph)) / 2 // 0 -> 1 -> 0 over the loop
  const acc = accent(s)
  const sunTop = mix(ORANGE, GOLD, 0.35 + 0.25 * Math.cos(TAU * ph))
  const sunBot = mix(PINK, VIOLET, 0.55 * s)
  const fogCol = mix(BG1, acc, 0.25)
  const scroll = ph * SCROLL_CELLS
  const stripeShift = ph * STRIPES_PER_LOOP
  const pulse = 0.92 + 0.08 * Math.cos(TAU * 2 * ph)
  const img = new Float32Array(W * H * 3)

  for (let y = 0; y < H; y++) {
    const row = y * W
    if (y < HY) {
      // ---------------- sky
      const v = y / HY
      const base = mix(BG0, SKYMID, smooth(0, 1, v))
      const tint = 0.5 * Math.pow(v, 5)
      const r0 = base[0] + acc[0] * tint
      const g0 = base[1] + acc[1] * tint
      const b0 = base[2] + acc[2] * tint
      const dyh = HY - y
      const hg = 0.85 * Math.exp(-dyh / (16 * S)) + 0.25 * Math.exp(-dyh / (90 * S))
      const mistY = Math.exp(-(((y - (HY - 46 * S)) / (26 * S)) ** 2))
      const dys = y - SUN_CY
      for (let x = 0; x < W; x++) {
        const xn = (x - CX) / (W * 0.5)
        const hfall = 0.3 + 0.7 * Math.exp(-xn * xn * 2.2)
        let r = r0 + acc[0] * hg * hfall
        let g = g0 + acc[1] * hg * hfall
        let b = b0 + acc[2] * hg * hfall
        // drifting mist band (periodic in x and ph)
        if (mistY > 0.01) {
          const xm = x / W
          const m =
            mistY *
            (0.5 + 0.5 * Math.sin(TAU * (2 * xm + ph) + 1.3 * Math.sin(TAU * (3 * xm - ph))))
          r += acc[0] * 0.1 * m
          g += acc[1] * 0.1 * m
          b += acc[2] * 0.1 * m
        }
        // sun + halo
        const dxs = x - CX
        const rs = Math.sqrt(dxs * dxs + dys * dys)
        const halo =
          0.5 * Math.exp(-Math.max(0, rs - SUN_R) / (SUN_R * 0.3)) +
          0.18 * Math.exp(-rs / (SUN_R * 1.6))
        r += sunBot[0] * halo * 0.55
        g += sunBot[1] * halo * 0.55
        b += sunBot[2] * halo * 0.55
        if (rs < SUN_R + 1) {
          let a = clamp(SUN_R - rs + 0.5)
          const t = clamp((y - (SUN_CY - SUN_R)) / (SUN_R * 1.45))
          // stripes in the lower part, scrolling downwards
          const y0 = SUN_CY - SUN_R * 0.12
          if (y > y0) {
            const depth = clamp((y - y0) / (SUN_R * 1.0))
            const gap = 0.1 + 0.42 * depth
            const q = (y - y0) / STRIPE_STEP - stripeShift
            const fr = q - Math.floor(q)
            const edgePx = STRIPE_STEP // px per unit of q
            const inGap = clamp(Math.min(fr * edgePx, (gap - fr) * edgePx) + 0.5)
            a *= 1 - (fr < gap + 1 / edgePx ? inGap : 0)
          }
          const cr = sunTop[0] + (sunBot[0] - sunTop[0]) * t
          const cg = sunTop[1] + (sunBot[1] - sunTop[1]) * t
          const cb = sunTop[2] + (sunBot[2] - sunTop[2]) * t
          const sb = 0.78
          r = r * (1 - a) + (cr * sb + 0.08) * a
          g = g * (1 - a) + (cg * sb + 0.04) * a
          b = b * (1 - a) + (cb * sb + 0.06) * a
        }
        const i = (row + x) * 3
        img[i] = r
        img[i + 1] = g
        img[i + 2] = b
      }
    } else {
      // ---------------- floor
      const dy = y - HY + 0.5
      const z = K / dy
      const fog = Math.exp(-(z - 1) * 0.1)
      // transverse lines (rows), moving towards the viewer
      const zw = z / CZ + scroll
      const spZ = (dy * dy * CZ) / K // px between rows here
      const dz = Math.abs(zw - Math.round(zw)) * spZ
      const lw = 1.15 * S
      const profZ = Math.max(0, 1 - dz / lw) + 0.42 * Math.exp(-dz / (5 * S))
      const avgZ = Math.min(0.32, (lw + 0.42 * 10 * S) / spZ)
      const fadeZ = smooth(3, 12, spZ)
      const lz = profZ * fadeZ + avgZ * (1 - fadeZ)
      const gxx = z / SX // d(xw)/dx
      const gxy0 = z / (SX * dy) // |d(xw)/dy| = |x - CX| * gxy0
      const refl = Math.exp(-dy / (110 * S))
      const depthBright = 0.55 + 0.45 * smooth(0, 1, 1 - 1 / z)
      for (let x = 0; x < W; x++) {
        const xw = (x - CX) * gxx
        const gy = (x - CX) * gxy0
        const spX = 1 / Math.sqrt(gxx * gxx + gy * gy) // true on-screen spacing of the converging lines
        const fadeX = smooth(3, 12, spX)
        const dx = Math.abs(xw - Math.round(xw)) * spX
        const profX = Math.max(0, 1 - dx / lw) + 0.42 * Math.exp(-dx / (5 * S))
        const avgX = Math.min(0.32, (lw + 0.42 * 10 * S) / spX)
        const lx = profX * fadeX + avgX * (1 - fadeX)
        const L = (1 - (1 - Math.min(1, lx)) * (1 - Math.min(1, lz))) * pulse * depthBright
        const xn = (x - CX) / (SUN_R * 0.9)
        const sunRefl = 0.22 * refl * Math.exp(-xn * xn)
        let r = BG1[0] + acc[0] * (L * 1.05 + sunRefl) + 0.12 * L * L
        let g = BG1[1] + acc[1] * (L * 1.05 + sunRefl) + 0.12 * L * L
        let b = BG1[2] + acc[2] * (L * 1.05 + sunRefl) + 0.12 * L * L
        r = fogCol[0] + (r - fogCol[0]) * fog
        g = fogCol[1] + (g - fogCol[1]) * fog
        b = fogCol[2] + (b - fogCol[2]) * fog
        // horizon glow just below the line
        const hg = 0.7 * Math.exp(-dy / (10 * S))
        const hx = (x - CX) / (W * 0.5)
        const hf = 0.3 + 0.7 * Math.exp(-hx * hx * 2.2)
        const i = (row + x) * 3
        img[i] = r + acc[0] * hg * hf
        img[i + 1] = g + acc[1] * hg * hf
        img[i + 2] = b + acc[2] * hg * hf
      }
    }
  }
  // crisp horizon line
  for (let x = 0; x < W; x++) {
    const hx = (x - CX) / (W * 0.5)
    const k = 0.55 * (0.25 + 0.75 * Math.exp(-hx * hx * 3))
    for (const [yy, w] of [
      [HY - 1, 0.5],
      [HY, 1],
    ]) {
      const i = (yy * W + x) * 3
      img[i] += k * w * 0.9
      img[i + 1] += k * w * 0.8
      img[i + 2] += k * w * 0.95
    }
  }
  // twinkling stars (integer twinkle frequencies => periodic)
  for (const st of stars) {
    if (Math.hypot(st.x - CX, st.y - SUN_CY) < SUN_R + 6 * S) continue
    const b = st.b * (0.55 + 0.45 * Math.cos(TAU * st.k * ph + st.p))
    const x0 = Math.floor(st.x)
    const y0 = Math.floor(st.y)
    for (let yy = y0 - 2; yy <= y0 + 2; yy++)
      for (let xx = x0 - 2; xx <= x0 + 2; xx++) {
        if (xx < 0 || xx >= W || yy < 0 || yy >= HY) continue
        const d2 = (xx + 0.5 - st.x) ** 2 + (yy + 0.5 - st.y) ** 2
        const v = b * Math.exp(-d2 / (2 * st.s * st.s))
        const i = (yy * W + xx) * 3
        img[i] += v * 0.95
        img[i + 1] += v * 0.92
        img[i + 2] += v
      }
  }
  // output
  for (let p = 0, n = W * H; p < n; p++) {
    const vg = vig[p]
    const gr = grain[p]
    const i = p * 3
    buf[i] = Math.round(255 * clamp(tone(img[i] * vg) + gr))
    buf[i + 1] = Math.round(255 * clamp(tone(img[i + 1] * vg) + gr))
    buf[i + 2] = Math.round(255 * clamp(tone(img[i + 2] * vg) + gr))
  }
  return buf
}

if (CHECK) {
  // phase 1 is t = T (one period later); it must equal phase 0 for a seamless loop
  const a = renderPhase(0, Buffer.alloc(W * H * 3))
  const b = renderPhase(1, Buffer.alloc(W * H * 3))
  const c = renderPhase((FRAMES - 1) / FRAMES, Buffer.alloc(W * H * 3))
  const diff = (p, q) => {
    let max = 0
    let sum = 0
    for (let i = 0; i < p.length; i++) {
      const d = Math.abs(p[i] - q[i])
      if (d > max) max = d
      sum += d
    }
    return `max ${max}, mean ${(sum / p.length).toFixed(3)}`
  }
  console.log(
    `loop check: |frame(T) - frame(0)|: ${diff(a, b)}; |last frame - frame(0)|: ${diff(a, c)} (one step of motion)`
  )
  process.exit(diff(a, b).startsWith('max 0,') || diff(a, b).startsWith('max 1,') ? 0 : 1)
}

const ff = spawn(
  'ffmpeg',
  [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${W}x${H}`,
    '-r',
    String(FPS),
    '-i',
    '-',
    '-c:v',
    'ffv1',
    '-pix_fmt',
    'bgr0',
    OUT,
  ],
  { stdio: ['pipe', 'inherit', 'inherit'] }
)
const buf = Buffer.alloc(W * H * 3)
const t0 = Date.now()
for (let fr = 0; fr < FRAMES; fr++) {
  renderPhase(fr / FRAMES, buf)
  if (!ff.stdin.write(Buffer.from(buf))) await new Promise((r) => ff.stdin.once('drain', r))
  if (fr % 30 === 0)
    process.stderr.write(`frame ${fr}/${FRAMES} ${((Date.now() - t0) / 1000).toFixed(1)}s\n`)
}
ff.stdin.end()
await new Promise((r) => ff.on('close', r))
console.log(`wrote ${OUT} (${W}x${H}, ${FRAMES} frames @ ${FPS} fps)`)
