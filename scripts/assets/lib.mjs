// Shared helpers for the NEONPLAY asset generators.
// - a small geometric "neon tube" stroke font (uppercase + a few digits) so that
//   every wordmark is plain SVG path data and never depends on installed fonts
// - rounded polyline -> SVG path
// - tiny 3D (orthographic) helpers for the isometric-ish objects

export const C = {
  bg0: '#07060f',
  bg1: '#0d0b1f',
  pink: '#ff2bd6',
  cyan: '#22e4ff',
  violet: '#8b5cf6',
  orange: '#ff8a3d',
  mint: '#3dffc5',
  gold: '#ffd54a',
  silver: '#9fc6ff',
  bronze: '#d98b4a',
}

export const f = (n) => {
  const s = (Math.round(n * 100) / 100).toFixed(2)
  return s.replace(/\.?0+$/, '').replace(/^-0$/, '0')
}

/**
 * Rounded polyline. pts: [[x,y,(radius?)], ...]. A per-vertex radius of 0 keeps a sharp corner.
 */
export function roundedPath(pts, { closed = false, r = 2, map = null } = {}) {
  const M = map || ((p) => p)
  const n = pts.length
  const P = (i) => pts[((i % n) + n) % n]
  const corner = (i) => {
    const p = P(i)
    const a = P(i - 1)
    const b = P(i + 1)
    const rr = p[2] ?? r
    const la = Math.hypot(a[0] - p[0], a[1] - p[1])
    const lb = Math.hypot(b[0] - p[0], b[1] - p[1])
    const d = Math.min(rr, la / 2, lb / 2)
    if (d <= 0.001) return { sharp: true, p }
    return {
      p,
      p1: [p[0] + ((a[0] - p[0]) / la) * d, p[1] + ((a[1] - p[1]) / la) * d],
      p2: [p[0] + ((b[0] - p[0]) / lb) * d, p[1] + ((b[1] - p[1]) / lb) * d],
    }
  }
  const xy = (p) => {
    const q = M(p)
    return `${f(q[0])} ${f(q[1])}`
  }
  const seg = (c) => (c.sharp ? `L${xy(c.p)}` : `L${xy(c.p1)}Q${xy(c.p)} ${xy(c.p2)}`)
  let d = ''
  if (closed) {
    const m = [(P(0)[0] + P(1)[0]) / 2, (P(0)[1] + P(1)[1]) / 2]
    d += `M${xy(m)}`
    for (let i = 1; i <= n; i++) d += seg(corner(i))
    d += 'Z'
  } else {
    d += `M${xy(pts[0])}`
    for (let i = 1; i < n - 1; i++) d += seg(corner(i))
    d += `L${xy(pts[n - 1])}`
  }
  return d
}

// ---------------------------------------------------------------- stroke font
// Cap height = 10 units, y grows downwards, baseline at y = 10.
// Each glyph = list of strokes, a stroke = list of [x, y] points (a third number is that
// corner's radius); a stroke starting with 'z' is closed.
const Z = 'z'

/** A glyph written as its strokes, split by |: each a list of x,y or x,y,radius points, z first if closed */
const glyph = (strokes) =>
  strokes.split('|').map((stroke) =>
    stroke
      .trim()
      .split(/\s+/)
      .map((point) => (point === Z ? Z : point.split(',').map(Number)))
  )

export const GLYPHS = {
  A: glyph('0,10 0,0 7,0 7,10 | 0,5.5 7,5.5'),
  B: glyph('0,0 6,0 6,5 0,5 | 0,5 7,5 7,10 0,10 | 0,0 0,10'),
  C: glyph('7,0 0,0 0,10 7,10'),
  D: glyph('z 0,0,0 7,0,3 7,10,3 0,10,0'),
  E: glyph('7,0 0,0 0,10 7,10 | 0,5 5.5,5'),
  F: glyph('7,0 0,0 0,10 | 0,5 5.5,5'),
  G: glyph('7,0 0,0 0,10 7,10 7,5 3.5,5'),
  H: glyph('0,0 0,10 | 7,0 7,10 | 0,5 7,5'),
  I: glyph('0,0 0,10'),
  J: glyph('7,0 7,10 0,10 0,7'),
  K: glyph('0,0 0,10 | 0,5 2.6,5 | 7,0 2.6,5,0 7,10'),
  L: glyph('0,0 0,10 6.5,10'),
  M: glyph('0,10 0,0 9,0 9,10 | 4.5,0 4.5,7'),
  N: glyph('0,10 0,0,0 7,10,0 7,0'),
  O: glyph('z 0,0 7,0 7,10 0,10'),
  P: glyph('0,10 0,0,0 7,0 7,5.5 0,5.5,0'),
  Q: glyph('z 0,0 7,0 7,10 0,10 | 4.8,7.8 7.4,10.4'),
  R: glyph('0,10 0,0,0 7,0 7,5.5 0,5.5,0 | 4.4,5.5 7,10'),
  S: glyph('7,0 0,0 0,5 7,5 7,10 0,10'),
  T: glyph('0,0 7,0 | 3.5,0 3.5,10'),
  U: glyph('0,0 0,10 7,10 7,0'),
  V: glyph('0,0 3.5,10,0 7,0'),
  W: glyph('0,0 0,10 9,10 9,0 | 4.5,3 4.5,10'),
  X: glyph('0,0 7,10 | 7,0 0,10'),
  Y: glyph('0,0 3.5,5,0 7,0 | 3.5,5 3.5,10'),
  Z: glyph('0,0 7,0,0 0,10,0 7,10'),
  1: glyph('0.6,2 3,0,0 3,10'),
  2: glyph('0,0 7,0 7,5 0,5 0,10 7,10'),
  3: glyph('0,0 7,0 7,10 0,10 | 2.2,5 7,5'),
}
const glyphWidth = (ch) => {
  if (ch === ' ') return 3.5
  let w = 0
  for (const s of GLYPHS[ch]) for (const p of s) if (Array.isArray(p)) w = Math.max(w, p[0])
  return w
}

/**
 * Lay out text with the stroke font.
 * Returns { d, width, height } in user units; (x, y) is the top-left of the cap height.
 */
export function strokeText(str, { x = 0, y = 0, size = 10, tracking = 2.6, skew = 0, r = 2 } = {}) {
  const s = size / 10
  let cx = 0
  let d = ''
  const chars = [...str.toUpperCase()]
  chars.forEach((ch, i) => {
    if (ch !== ' ') {
      for (const stroke of GLYPHS[ch]) {
        const closed = stroke[0] === Z
        const pts = (closed ? stroke.slice(1) : stroke).map((p) => {
          const px = x + (cx + p[0] + skew * (10 - p[1])) * s
          const py = y + p[1] * s
          return p.length > 2 ? [px, py, p[2] * s] : [px, py]
        })
        d += roundedPath(pts, { closed, r: r * s })
      }
    }
    cx += glyphWidth(ch) + (i < chars.length - 1 ? tracking : 0)
  })
  return { d, width: cx * s + Math.abs(skew) * 10 * s, height: size }
}
export const textWidth = (str, o = {}) => strokeText(str, o).width

// ---------------------------------------------------------------- svg helpers
export const svg = (w, h, body, { vb = `0 0 ${w} ${h}`, extra = '' } = {}) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vb}" fill="none"${extra}>\n${body}\n</svg>\n`

/** Two-level neon glow (tight + wide) merged under the crisp source graphic. */
export const glowFilter = (
  id,
  { tight = 1.6, wide = 5, wideOpacity = 0.7, tightOpacity = 1, region = 60 } = {}
) => `
<filter id="${id}" x="-${region}%" y="-${region}%" width="${100 + 2 * region}%" height="${100 + 2 * region}%" color-interpolation-filters="sRGB">
  <feGaussianBlur in="SourceGraphic" stdDeviation="${wide}" result="w"/>
  <feComponentTransfer in="w" result="w2"><feFuncA type="linear" slope="${wideOpacity}"/></feComponentTransfer>
  <feGaussianBlur in="SourceGraphic" stdDeviation="${tight}" result="t"/>
  <feComponentTransfer in="t" result="t2"><feFuncA type="linear" slope="${tightOpacity}"/></feComponentTransfer>
  <feMerge><feMergeNode in="w2"/><feMergeNode in="t2"/><feMergeNode in="SourceGraphic"/></feMerge>
</filter>`

/** Gradient stops written flat, offset then colour: stops(0, '#fff', 1, C.pink) */
export const stops = (...flat) =>
  Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i], flat[2 * i + 1]])

export const linGrad = (id, stops, { x1 = 0, y1 = 0, x2 = 1, y2 = 0, user = false } = {}) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${stops
    .map(
      ([o, c, a = 1]) =>
        `<stop offset="${o}" stop-color="${c}"${a !== 1 ? ` stop-opacity="${a}"` : ''}/>`
    )
    .join('')}</linearGradient>`

export const radGrad = (id, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false } = {}) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${fx !== undefined ? ` fx="${fx}" fy="${fy}"` : ''}${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${stops
    .map(
      ([o, c, a = 1]) =>
        `<stop offset="${o}" stop-color="${c}"${a !== 1 ? ` stop-opacity="${a}"` : ''}/>`
    )
    .join('')}</radialGradient>`

/** Regular polygon vertices (pointy-top when rot = -90). */
export const polygon = (cx, cy, R, n, rot = -90) =>
  Array.from({ length: n }, (_, i) => {
    const a = ((rot + (360 / n) * i) * Math.PI) / 180
    return [cx + R * Math.cos(a), cy + R * Math.sin(a)]
  })

// ---------------------------------------------------------------- 3D helpers
export function makeCamera({ yaw = 40, pitch = 28, scale = 1, cx = 0, cy = 0 }) {
  const ya = (yaw * Math.PI) / 180
  const pa = (pitch * Math.PI) / 180
  // world: x right, y depth, z up. returns [sx, sy, depth]
  return ([x, y, z]) => {
    const x1 = x * Math.cos(ya) - y * Math.sin(ya)
    const y1 = x * Math.sin(ya) + y * Math.cos(ya)
    const sy = -(z * Math.cos(pa)) + y1 * Math.sin(pa)
    const dz = y1 * Math.cos(pa) + z * Math.sin(pa)
    return [cx + x1 * scale, cy + sy * scale, dz]
  }
}
export const pathOf = (pts, close = true) =>
  'M' + pts.map((p) => `${f(p[0])} ${f(p[1])}`).join('L') + (close ? 'Z' : '')

/** function mapping face-local (u,v) to screen */
export const faceMap =
  (o, ou, ov) =>
  ([u, v]) => [
    o[0] + (ou[0] - o[0]) * u + (ov[0] - o[0]) * v,
    o[1] + (ou[1] - o[1]) * u + (ov[1] - o[1]) * v,
  ]

/** affine matrix mapping face-local (u,v) in [0,1]^2 to screen, given projected corners o, ou, ov */
export const faceMatrix = (o, ou, ov) =>
  `matrix(${f(ou[0] - o[0])} ${f(ou[1] - o[1])} ${f(ov[0] - o[0])} ${f(ov[1] - o[1])} ${f(o[0])} ${f(o[1])})`

// ---------------------------------------------------------------- scenery
/**
 * Synthwave perspective grid floor (lines only). Returns SVG path markup.
 * cx: vanishing point x; hy: horizon y; bottom: floor bottom y.
 * sx: spacing of longitudinal lines at the bottom edge (px); sz: height of the nearest row (px);
 * offset in [0,1): scroll phase of the transverse lines.
 */
export function gridFloor({
  w,
  cx,
  hy,
  bottom,
  sx = 80,
  sz = 40,
  offset = 0,
  stroke = '#fff',
  width = 1.4,
  extraAttr = '',
}) {
  const H = bottom - hy
  const cellZ = H / (H - sz) - 1
  let d = ''
  const spread = Math.ceil(Math.max(cx, w - cx) / sx) + 2
  for (let k = -spread * 3; k <= spread * 3; k++) {
    const xb = cx + k * sx
    d += `M${f(cx)} ${f(hy)}L${f(xb)} ${f(bottom)}`
  }
  for (let m = 0; m < 400; m++) {
    const z = 1 + (m + 1 - offset) * cellZ
    const y = hy + H / z
    if (y <= hy + 0.8) break
    d += `M-10 ${f(y)}L${f(w + 10)} ${f(y)}`
  }
  return `<path d="${d}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extraAttr}/>`
}
