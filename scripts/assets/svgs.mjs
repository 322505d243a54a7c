#!/usr/bin/env node
// Generates every SVG asset of the NEONPLAY site (and the SVG sources of the raster
// images, written to a temp dir given as argv[2]).
// Usage: node scripts/assets/svgs.mjs [/tmp/neonplay-src]
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  C,
  f,
  roundedPath,
  strokeText,
  svg,
  glowFilter,
  linGrad,
  radGrad,
  stops,
  polygon,
  makeCamera,
  pathOf,
  faceMatrix,
  faceMap,
  gridFloor,
} from './lib.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const PUB = resolve(here, '../../public')
const TMP = process.argv[2] || '/tmp/neonplay-src'

const out = (rel, content, base = PUB) => {
  const p = join(base, rel)
  mkdirSync(dirname(p), { recursive: true })
  writeFileSync(p, content)
}

// deterministic PRNG
const rng = (seed) => () => {
  seed |= 0
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/** 4-point sparkle centred on (x, y). */
const sparkle = (x, y, r, fill, op = 1) => {
  const k = r * 0.22
  return `<path d="M${f(x)} ${f(y - r)}Q${f(x + k)} ${f(y - k)} ${f(x + r)} ${f(y)}Q${f(x + k)} ${f(y + k)} ${f(x)} ${f(y + r)}Q${f(x - k)} ${f(y + k)} ${f(x - r)} ${f(y)}Q${f(x - k)} ${f(y - k)} ${f(x)} ${f(y - r)}Z" fill="${fill}"${op !== 1 ? ` opacity="${op}"` : ''}/>`
}

// =================================================================== brand mark
/** Rounded hexagon with a play triangle. Returns markup (uses gradient id `grad`). */
function markShapes({ cx, cy, R, sw, grad, core = true }) {
  const hex = roundedPath(polygon(cx, cy, R, 6, -90), { closed: true, r: R * 0.24 })
  const t = R * 0.5
  const ox = t * 0.14 // optical centring of the triangle
  const tri = roundedPath(
    [
      [cx - t * 0.62 + ox, cy - t * 0.92],
      [cx + t * 0.98 + ox, cy],
      [cx - t * 0.62 + ox, cy + t * 0.92],
    ],
    { closed: true, r: t * 0.22 }
  )
  const inner = roundedPath(polygon(cx, cy, R * 0.78, 6, -90), { closed: true, r: R * 0.18 })
  return `<path d="${inner}" fill="${C.violet}" fill-opacity="0.12"/>
  <path d="${hex}" stroke="url(#${grad})" stroke-width="${f(sw)}" stroke-linejoin="round"/>
  <path d="${tri}" fill="url(#${grad})" stroke="url(#${grad})" stroke-width="${f(sw * 0.5)}" stroke-linejoin="round"/>
  ${
    core
      ? `<path d="${hex}" stroke="#fff" stroke-opacity="0.55" stroke-width="${f(sw * 0.32)}" stroke-linejoin="round"/>
  <path d="${tri}" fill="#fff" fill-opacity="0.18"/>`
      : ''
  }`
}

/** Full logo group: icon + wordmark. Returns { defs, body, width }. */
function logoGroup(p, { x = 0, y = 0, h = 48, glow = true } = {}) {
  const s = h / 48
  const R = 18.5 * s
  const icx = x + 2 + R * 0.866 + 0.5 * s
  const icy = y + h / 2
  const size = 19 * s
  const tx = icx + R * 0.866 + 10 * s
  const txt = strokeText('NEONPLAY', { x: tx, y: icy - size / 2, size, tracking: 2.7 })
  const x0 = icx - R
  const x1 = tx + txt.width
  const defs = `${linGrad(`${p}g`, stops(0, C.pink, 0.5, C.violet, 1, C.cyan), {
    x1: f(x0),
    y1: f(y),
    x2: f(x1),
    y2: f(y + h),
    user: true,
  })}
  ${glowFilter(`${p}glow`, { tight: 1.1 * s, wide: 3.6 * s, wideOpacity: 0.65, region: 12 })}`
  const tsw = 1.72 * (size / 10)
  const body = `<g${glow ? ` filter="url(#${p}glow)"` : ''}>
  ${markShapes({ cx: icx, cy: icy, R, sw: 2.7 * s, grad: `${p}g` })}
  <path d="${txt.d}" stroke="url(#${p}g)" stroke-width="${f(tsw)}" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="${txt.d}" stroke="#fff" stroke-opacity="0.6" stroke-width="${f(tsw * 0.34)}" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`
  return { defs, body, width: x1 - x + 2, left: x0, right: x1 }
}

function logo() {
  // measure, then centre horizontally in a 200 wide box
  const probe = logoGroup('m', { x: 0, y: 0 })
  const w = 200
  const dx = (w - (probe.right - probe.left)) / 2 - probe.left
  const g = logoGroup('nplogo', { x: dx, y: 0 })
  return svg(w, 48, `<title>NEONPLAY</title>\n<defs>${g.defs}</defs>\n${g.body}`, {
    extra: ' role="img" aria-label="NEONPLAY"',
  })
}

function logoMark() {
  const p = 'npmark'
  return svg(
    64,
    64,
    `<title>NEONPLAY</title>
<defs>${linGrad(`${p}g`, stops(0, C.pink, 0.55, C.violet, 1, C.cyan), {
      x1: 8,
      y1: 6,
      x2: 56,
      y2: 58,
      user: true,
    })}
${glowFilter(`${p}glow`, { tight: 1.4, wide: 4, wideOpacity: 0.6, region: 20 })}</defs>
<g filter="url(#${p}glow)">${markShapes({ cx: 32, cy: 32, R: 24, sw: 3.4, grad: `${p}g` })}</g>`
  )
}

function favicon() {
  const p = 'npfav'
  return svg(
    64,
    64,
    `<defs>${linGrad(`${p}g`, stops(0, C.pink, 0.55, C.violet, 1, C.cyan), {
      x1: 10,
      y1: 8,
      x2: 54,
      y2: 56,
      user: true,
    })}
${radGrad(`${p}bg`, stops(0, '#1d1342', 1, C.bg0), { cx: 0.5, cy: 0.45, r: 0.7 })}
${glowFilter(`${p}glow`, { tight: 1, wide: 2.6, wideOpacity: 0.55, region: 20 })}</defs>
<rect x="1" y="1" width="62" height="62" rx="15" fill="url(#${p}bg)"/>
<rect x="1.75" y="1.75" width="60.5" height="60.5" rx="14.25" stroke="${C.violet}" stroke-opacity="0.35" stroke-width="1.5"/>
<g filter="url(#${p}glow)">${markShapes({ cx: 32, cy: 32, R: 21.5, sw: 4.4, grad: `${p}g`, core: false })}</g>`
  )
}

// =================================================================== avatar
function avatar() {
  const p = 'npav'
  return svg(
    128,
    128,
    `<defs>${radGrad(`${p}bg`, stops(0, '#24124a', 0.6, C.bg1, 1, C.bg0), {
      cx: 0.5,
      cy: 0.38,
      r: 0.75,
    })}
${linGrad(`${p}g`, stops(0, C.pink, 1, C.cyan), { x1: 30, y1: 24, x2: 100, y2: 116, user: true })}
${linGrad(
  `${p}fill`,
  [
    [0, C.violet, 0.28],
    [1, C.violet, 0.04],
  ],
  { x1: 0, y1: 0, x2: 0, y2: 1 }
)}
${glowFilter(`${p}glow`, { tight: 1.6, wide: 5, wideOpacity: 0.7, region: 40 })}
<clipPath id="${p}clip"><rect width="128" height="128"/></clipPath></defs>
<rect width="128" height="128" fill="url(#${p}bg)"/>
<g clip-path="url(#${p}clip)">
<circle cx="64" cy="64" r="55" stroke="${C.violet}" stroke-opacity="0.22" stroke-width="1.5" stroke-dasharray="2 5"/>
<g filter="url(#${p}glow)" stroke-linecap="round" stroke-linejoin="round">
  <circle cx="64" cy="50" r="19" fill="url(#${p}fill)" stroke="url(#${p}g)" stroke-width="4"/>
  <path d="M27 134V110C27 88 43 77 64 77C85 77 101 88 101 110V134" fill="url(#${p}fill)" stroke="url(#${p}g)" stroke-width="4"/>
  <circle cx="64" cy="50" r="19" stroke="#fff" stroke-opacity="0.45" stroke-width="1.3"/>
  <path d="M27 134V110C27 88 43 77 64 77C85 77 101 88 101 110V134" stroke="#fff" stroke-opacity="0.45" stroke-width="1.3"/>
</g></g>`
  )
}

// =================================================================== product (gift box)
function product() {
  const p = 'npgift'
  const W = 512
  const cam = makeCamera({ yaw: 34, pitch: 24, scale: 104, cx: 256, cy: 378 })
  const B = 1
  const zb = 1.35 // body height
  const L = 1.09 // lid half-size
  const zl0 = zb - 0.02
  const zl1 = zb + 0.36
  const rb = 0.17 // ribbon half-width
  const P = (x, y, z) => cam([x, y, z])
  // faces: +y (left), +x (right), +z top
  const body = {
    left: [P(-B, B, zb), P(B, B, zb), P(B, B, 0), P(-B, B, 0)],
    right: [P(B, B, zb), P(B, -B, zb), P(B, -B, 0), P(B, B, 0)],
  }
  const lid = {
    left: [P(-L, L, zl1), P(L, L, zl1), P(L, L, zl0), P(-L, L, zl0)],
    right: [P(L, L, zl1), P(L, -L, zl1), P(L, -L, zl0), P(L, L, zl0)],
    top: [P(-L, -L, zl1), P(L, -L, zl1), P(L, L, zl1), P(-L, L, zl1)],
  }
  const face = (pts, fill, extra = '') =>
    `<path d="${pathOf(pts)}" fill="${fill}" stroke="url(#${p}edge)" stroke-width="3.2" stroke-linejoin="round"${extra}/>`
  // ribbon strips expressed in face-local coordinates (u across, v down)
  const strip = (q, u0, u1, fill) =>
    `<g transform="${faceMatrix(q[0], q[1], q[3])}"><rect x="${u0}" y="0" width="${f(u1 - u0)}" height="1" fill="${fill}"/></g>`
  const ribU = (half) => [0.5 - rb / (2 * half), 0.5 + rb / (2 * half)]
  const [bu0, bu1] = ribU(B)
  const [lu0, lu1] = ribU(L)
  const top = lid.top
  // top face: cross of two strips
  const topStrips = `<g transform="${faceMatrix(top[0], top[1], top[3])}">
    <rect x="${f(lu0)}" y="0" width="${f(lu1 - lu0)}" height="1" fill="url(#${p}rib)"/>
    <rect x="0" y="${f(lu0)}" width="1" height="${f(lu1 - lu0)}" fill="url(#${p}rib)"/></g>`
  const T = P(0, 0, zl1)
  const [tx, ty] = T
  const loop = (dir) => {
    const s = dir
    return `M${f(tx)} ${f(ty)}C${f(tx + s * 18)} ${f(ty - 70)} ${f(tx + s * 104)} ${f(ty - 78)} ${f(tx + s * 92)} ${f(ty - 22)}C${f(tx + s * 84)} ${f(ty + 8)} ${f(tx + s * 40)} ${f(ty + 4)} ${f(tx)} ${f(ty)}Z`
  }
  const tail = (dir) => {
    const s = dir
    return `M${f(tx)} ${f(ty)}C${f(tx + s * 18)} ${f(ty + 14)} ${f(tx + s * 30)} ${f(ty + 30)} ${f(tx + s * 44)} ${f(ty + 40)}`
  }
  const rand = rng(7)
  let sparks = ''
  const spots = [
    [92, 130, 13, C.cyan],
    [420, 112, 10, C.pink],
    [446, 262, 7, C.gold],
    [70, 300, 8, C.violet],
    [380, 60, 6, C.cyan],
    [140, 70, 5, C.gold],
  ]
  for (const [x, y, r, c] of spots) sparks += sparkle(x, y, r, c, 0.9)
  for (let i = 0; i < 26; i++) {
    const x = 40 + rand() * 432
    const y = 40 + rand() * 300
    sparks += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.8 + rand() * 1.4)}" fill="#fff" opacity="${f(0.15 + rand() * 0.4)}"/>`
  }
  const shadowY = P(B, B, 0)[1] - 18
  return svg(
    W,
    W,
    `<defs>
${radGrad(`${p}bg`, stops(0, '#2a1158', 0.45, '#140c2e', 1, C.bg0), { cx: 0.5, cy: 0.42, r: 0.72 })}
${radGrad(`${p}floor`, [
  [0, C.pink, 0.45],
  [0.5, C.violet, 0.16],
  [1, C.violet, 0],
])}
${linGrad(`${p}edge`, stops(0, C.pink, 0.6, '#ff5fe0', 1, C.violet), {
  x1: 0,
  y1: 0,
  x2: 1,
  y2: 1,
})}
${linGrad(`${p}rib`, stops(0, '#7ff3ff', 1, C.cyan), { x1: 0, y1: 0, x2: 0, y2: 1 })}
${linGrad(`${p}fl`, stops(0, '#3b1a74', 1, '#1a0d3a'), { x1: 0, y1: 0, x2: 0, y2: 1 })}
${linGrad(`${p}fr`, stops(0, '#27114f', 1, '#110826'), { x1: 0, y1: 0, x2: 0, y2: 1 })}
${linGrad(`${p}lt`, stops(0, '#56289a', 1, '#3a1b70'), { x1: 0, y1: 0, x2: 1, y2: 1 })}
${linGrad(`${p}ll`, stops(0, '#4a2288', 1, '#2e145c'), { x1: 0, y1: 0, x2: 0, y2: 1 })}
${linGrad(`${p}lr`, stops(0, '#331868', 1, '#1f0e40'), { x1: 0, y1: 0, x2: 0, y2: 1 })}
${glowFilter(`${p}glow`, { tight: 2.2, wide: 9, wideOpacity: 0.7, region: 30 })}
${glowFilter(`${p}glowS`, { tight: 1.5, wide: 5, wideOpacity: 0.8, region: 60 })}
<filter id="${p}blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
</defs>
<rect width="${W}" height="${W}" fill="url(#${p}bg)"/>
<g opacity="0.35" stroke="${C.violet}" stroke-width="1">${[...Array(9)].map((_, i) => `<path d="M${32 + i * 56} 0V${W}"/>`).join('')}${[...Array(9)].map((_, i) => `<path d="M0 ${32 + i * 56}H${W}"/>`).join('')}</g>
<rect width="${W}" height="${W}" fill="url(#${p}bg)" opacity="0.75"/>
<ellipse cx="256" cy="${f(shadowY)}" rx="210" ry="46" fill="url(#${p}floor)"/>
<ellipse cx="256" cy="${f(shadowY)}" rx="150" ry="22" fill="${C.bg0}" opacity="0.6" filter="url(#${p}blur)"/>
${sparks}
<g filter="url(#${p}glow)" stroke-linecap="round">
  ${face(body.left, `url(#${p}fl)`)}
  ${face(body.right, `url(#${p}fr)`)}
  ${strip(body.left, bu0, bu1, `url(#${p}rib)`)}
  ${strip(body.right, bu0, bu1, `url(#${p}rib)`)}
  ${face(body.left, 'none')}
  ${face(body.right, 'none')}
  ${face(lid.left, `url(#${p}ll)`)}
  ${face(lid.right, `url(#${p}lr)`)}
  ${face(lid.top, `url(#${p}lt)`)}
  ${strip(lid.left, lu0, lu1, `url(#${p}rib)`)}
  ${strip(lid.right, lu0, lu1, `url(#${p}rib)`)}
  ${topStrips}
  ${face(lid.left, 'none')}
  ${face(lid.right, 'none')}
  ${face(lid.top, 'none')}
</g>
<g filter="url(#${p}glowS)" stroke-linecap="round" stroke-linejoin="round">
  <path d="${tail(-1)}" stroke="${C.cyan}" stroke-width="9"/>
  <path d="${tail(1)}" stroke="${C.cyan}" stroke-width="9"/>
  <path d="${loop(-1)}" fill="#0f5a73" fill-opacity="0.55" stroke="${C.cyan}" stroke-width="7"/>
  <path d="${loop(1)}" fill="#0f5a73" fill-opacity="0.55" stroke="${C.cyan}" stroke-width="7"/>
  <path d="${loop(-1)}" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/>
  <path d="${loop(1)}" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/>
  <ellipse cx="${f(tx)}" cy="${f(ty - 2)}" rx="15" ry="11" fill="${C.cyan}"/>
  <ellipse cx="${f(tx - 3)}" cy="${f(ty - 5)}" rx="6" ry="3.5" fill="#fff" opacity="0.7"/>
</g>`
  )
}

// =================================================================== deco objects (160x160)
function decoCard(p = 'npcard') {
  const spade = (s) =>
    `M0 -20C8 -10 19 -5 19 4C19 11 13 15 7 13C4 12 2 10 1 8L4 20L-4 20L-1 8C-2 10 -4 12 -7 13C-13 15 -19 11 -19 4C-19 -5 -8 -10 0 -20Z`
  const A = strokeText('A', { x: -4.2, y: 0, size: 12, r: 1.6 })
  return svg(
    160,
    160,
    `<defs>${linGrad(`${p}bg`, stops(0, '#2a1452', 1, '#0e0a22'), { x1: 0, y1: 0, x2: 1, y2: 1 })}
${linGrad(`${p}sp`, stops(0, C.pink, 1, C.violet), { x1: 0, y1: 0, x2: 0, y2: 1 })}
${glowFilter(`${p}glow`, { tight: 1.6, wide: 5, wideOpacity: 0.75, region: 30 })}</defs>
<g transform="translate(80 80) rotate(-13)" filter="url(#${p}glow)">
  <rect x="-40" y="-55" width="80" height="110" rx="10" fill="url(#${p}bg)" stroke="${C.pink}" stroke-width="3.2"/>
  <rect x="-40" y="-55" width="80" height="110" rx="10" stroke="#fff" stroke-opacity="0.5" stroke-width="1"/>
  <rect x="-33" y="-48" width="66" height="96" rx="6" stroke="${C.violet}" stroke-opacity="0.55" stroke-width="1.2"/>
  <g transform="translate(0 2) scale(1.02)"><path d="${spade()}" fill="url(#${p}sp)"/><path d="${spade()}" stroke="#fff" stroke-opacity="0.35" stroke-width="1.2"/></g>
  <g transform="translate(-25 -45)"><path d="${A.d}" stroke="${C.cyan}" stroke-width="2.1" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="${spade()}" transform="translate(0 22) scale(0.22)" fill="${C.cyan}"/></g>
  <g transform="rotate(180) translate(-25 -45)"><path d="${A.d}" stroke="${C.cyan}" stroke-width="2.1" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="${spade()}" transform="translate(0 22) scale(0.22)" fill="${C.cyan}"/></g>
</g>`
  )
}

function decoCoins(p = 'npcoins') {
  const coin = (cx, y, rx, ry, t) => {
    const side = `M${f(cx - rx)} ${f(y)}L${f(cx - rx)} ${f(y + t)}A${rx} ${ry} 0 0 0 ${f(cx + rx)} ${f(y + t)}L${f(cx + rx)} ${f(y)}Z`
    return `<path d="${side}" fill="url(#${p}side)" stroke="${C.gold}" stroke-width="2" stroke-linejoin="round"/>
    <path d="M${f(cx - rx)} ${f(y + t * 0.5)}A${rx} ${ry} 0 0 0 ${f(cx + rx)} ${f(y + t * 0.5)}" stroke="#ffb347" stroke-opacity="0.6" stroke-width="1"/>
    <ellipse cx="${f(cx)}" cy="${f(y)}" rx="${rx}" ry="${ry}" fill="url(#${p}top)" stroke="${C.gold}" stroke-width="2.2"/>
    <ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(rx * 0.7)}" ry="${f(ry * 0.7)}" stroke="#fff3b0" stroke-opacity="0.7" stroke-width="1.3"/>`
  }
  const stack = []
  const xs = [0, 2, -2, 1, -1]
  for (let i = 0; i < 5; i++) stack.push(coin(64 + xs[i], 118 - i * 11, 36, 12, 10))
  // standing coin (front right)
  const standing = `<g transform="translate(112 100) rotate(-16)">
    <ellipse cx="-5" cy="0" rx="27" ry="33" fill="#8a4a12" stroke="${C.gold}" stroke-width="2"/>
    <rect x="-5" y="-33" width="5" height="66" fill="#8a4a12"/>
    <ellipse cx="0" cy="0" rx="27" ry="33" fill="url(#${p}face)" stroke="${C.gold}" stroke-width="2.4"/>
    <ellipse cx="0" cy="0" rx="20" ry="25" stroke="#fff3b0" stroke-opacity="0.75" stroke-width="1.4"/>
    <path d="M0 -13L4 -4L13 0L4 4L0 13L-4 4L-13 0L-4 -4Z" fill="#fff7cf"/>
  </g>`
  return svg(
    160,
    160,
    `<defs>${linGrad(`${p}top`, stops(0, '#ffe680', 0.55, C.gold, 1, '#ff9d2e'), {
      x1: 0,
      y1: 0,
      x2: 1,
      y2: 1,
    })}
${linGrad(`${p}side`, stops(0, '#c46a16', 0.5, '#ffb347', 1, '#a8540f'), {
  x1: 0,
  y1: 0,
  x2: 1,
  y2: 0,
})}
${linGrad(`${p}face`, stops(0, '#fff0a0', 0.5, C.gold, 1, '#ff8a3d'), {
  x1: 0,
  y1: 0,
  x2: 1,
  y2: 1,
})}
${glowFilter(`${p}glow`, { tight: 1.4, wide: 5, wideOpacity: 0.6, region: 30 })}</defs>
<g filter="url(#${p}glow)">${stack.join('\n')}
${standing}</g>
${sparkle(30, 38, 8, C.gold, 0.95)}${sparkle(132, 40, 5, '#fff3b0', 0.9)}`
  )
}

function decoDice(p = 'npdice') {
  const cam = makeCamera({ yaw: 28, pitch: 30, scale: 37, cx: 80, cy: 96 })
  const P = (x, y, z) => cam([x, y, z])
  const faces = {
    top: { q: [P(-1, -1, 1), P(1, -1, 1), P(-1, 1, 1)], pips: [[0.5, 0.5]], fill: `url(#${p}ft)` },
    left: {
      q: [P(-1, 1, 1), P(1, 1, 1), P(-1, 1, -1)],
      pips: [
        [0.27, 0.27],
        [0.73, 0.73],
      ],
      fill: `url(#${p}fl)`,
    },
    right: {
      q: [P(1, 1, 1), P(1, -1, 1), P(1, 1, -1)],
      pips: [
        [0.25, 0.25],
        [0.5, 0.5],
        [0.75, 0.75],
      ],
      fill: `url(#${p}fr)`,
    },
  }
  let body = ''
  for (const [name, fc] of Object.entries(faces)) {
    const m = faceMatrix(fc.q[0], fc.q[1], fc.q[2])
    const mp = faceMap(fc.q[0], fc.q[1], fc.q[2])
    const rr = roundedPath(
      [
        [0.04, 0.04],
        [0.96, 0.04],
        [0.96, 0.96],
        [0.04, 0.96],
      ],
      { closed: true, r: 0.2, map: mp }
    )
    const pipCol = name === 'top' ? C.pink : C.cyan
    body += `<path d="${rr}" fill="${fc.fill}" stroke="${C.cyan}" stroke-width="3" stroke-linejoin="round"/>
    <path d="${rr}" stroke="#fff" stroke-opacity="0.45" stroke-width="1"/>
    <g transform="${m}">${fc.pips
      .map(
        ([u, v]) =>
          `<circle cx="${u}" cy="${v}" r="${name === 'top' ? 0.14 : 0.1}" fill="${pipCol}"/><circle cx="${f(u - 0.03)}" cy="${f(v - 0.03)}" r="0.035" fill="#fff" opacity="0.85"/>`
      )
      .join('')}</g>`
  }
  return svg(
    160,
    160,
    `<defs>${linGrad(`${p}ft`, stops(0, '#173a5c', 1, '#0f2440'), { x1: 0, y1: 0, x2: 1, y2: 1 })}
${linGrad(`${p}fl`, stops(0, '#122c4a', 1, '#0a1830'), { x1: 0, y1: 0, x2: 0, y2: 1 })}
${linGrad(`${p}fr`, stops(0, '#0d2038', 1, '#070f22'), { x1: 0, y1: 0, x2: 0, y2: 1 })}
${glowFilter(`${p}glow`, { tight: 1.5, wide: 5, wideOpacity: 0.7, region: 30 })}</defs>
<g filter="url(#${p}glow)">${body}</g>
${sparkle(132, 30, 7, C.pink, 0.95)}${sparkle(26, 46, 5, C.cyan, 0.9)}`
  )
}

function decoCrown(p = 'npcrown') {
  const crown = roundedPath(
    [
      [34, 112],
      [22, 56],
      [56, 82],
      [80, 40],
      [104, 82],
      [138, 56],
      [126, 112],
    ],
    { closed: true, r: 3 }
  )
  const gem = (x, y, c) =>
    `<path d="M${x} ${y - 6}L${x + 6} ${y}L${x} ${y + 6}L${x - 6} ${y}Z" fill="${c}"/><path d="M${x} ${y - 6}L${x + 6} ${y}L${x} ${y + 6}L${x - 6} ${y}Z" stroke="#fff" stroke-opacity="0.6" stroke-width="1"/>`
  return svg(
    160,
    160,
    `<defs>${linGrad(
      `${p}fill`,
      [
        [0, '#6b4a08', 0.9],
        [1, '#3a1f05', 0.9],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 }
    )}
${linGrad(`${p}band`, stops(0, '#ffe680', 0.5, C.gold, 1, '#ff9d2e'), {
  x1: 0,
  y1: 0,
  x2: 1,
  y2: 0,
})}
${linGrad(`${p}edge`, stops(0, '#fff0a0', 1, C.gold), { x1: 0, y1: 0, x2: 0, y2: 1 })}
${glowFilter(`${p}glow`, { tight: 1.6, wide: 6, wideOpacity: 0.65, region: 30 })}</defs>
<g transform="rotate(-9 80 84)" filter="url(#${p}glow)" stroke-linejoin="round" stroke-linecap="round">
  <path d="${crown}" fill="url(#${p}fill)" stroke="url(#${p}edge)" stroke-width="4"/>
  <path d="${crown}" stroke="#fff" stroke-opacity="0.5" stroke-width="1.3"/>
  <path d="M48 96Q80 88 112 96" stroke="${C.gold}" stroke-opacity="0.5" stroke-width="1.5"/>
  <rect x="30" y="108" width="100" height="18" rx="6" fill="url(#${p}band)" stroke="#fff3b0" stroke-width="1.5"/>
  ${gem(55, 117, C.pink)}${gem(80, 117, C.cyan)}${gem(105, 117, C.mint)}
  <circle cx="22" cy="56" r="6.5" fill="${C.gold}"/><circle cx="80" cy="40" r="7.5" fill="${C.gold}"/><circle cx="138" cy="56" r="6.5" fill="${C.gold}"/>
  <circle cx="20" cy="54" r="2.2" fill="#fff" opacity="0.85"/><circle cx="78" cy="37.5" r="2.5" fill="#fff" opacity="0.85"/><circle cx="136" cy="54" r="2.2" fill="#fff" opacity="0.85"/>
</g>
${sparkle(130, 22, 7, '#fff3b0', 0.9)}`
  )
}

// =================================================================== coin icons (24x24)
function coinIcon(p, { light, mid, dark, rim, letter, ink }) {
  const L = strokeText(letter, { x: 0, y: 0, size: 9, r: 1.8 })
  const lx = 12 - L.width / 2
  const ly = 12 - 4.5
  return svg(
    24,
    24,
    `<defs>${linGrad(`${p}f`, stops(0, light, 0.55, mid, 1, dark), {
      x1: 0.15,
      y1: 0.1,
      x2: 0.85,
      y2: 0.95,
    })}
${linGrad(`${p}r`, stops(0, rim, 1, dark), { x1: 0, y1: 0, x2: 0, y2: 1 })}</defs>
<circle cx="12" cy="12" r="11.25" fill="url(#${p}r)"/>
<circle cx="12" cy="12" r="9.2" fill="url(#${p}f)"/>
<circle cx="12" cy="12" r="9.2" stroke="#fff" stroke-opacity="0.35" stroke-width="0.6"/>
<path d="M6.2 7.4A7.4 7.4 0 0 1 13.6 4.8" stroke="#fff" stroke-opacity="0.55" stroke-width="1" stroke-linecap="round"/>
<g transform="translate(${f(lx)} ${f(ly)})"><path d="${L.d}" stroke="${ink}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></g>`
  )
}

// =================================================================== partner wordmarks (160x40)
function partner(
  p,
  {
    text,
    color,
    color2,
    size = 16,
    tracking = 2.6,
    skew = 0,
    weight = 1.5,
    icon = '',
    iconW = 0,
    r = 2,
  }
) {
  const w = 160
  const h = 40
  const tw = strokeText(text, { size, tracking, skew, r }).width
  const total = tw + (iconW ? iconW + 8 : 0)
  const x0 = (w - total) / 2
  const tx = x0 + (iconW ? iconW + 8 : 0)
  const T = strokeText(text, { x: tx, y: (h - size) / 2, size, tracking, skew, r })
  const sw = weight * (size / 10)
  return svg(
    w,
    h,
    `<defs>${linGrad(`${p}g`, stops(0, color, 1, color2 || color), {
      x1: f(x0),
      y1: 0,
      x2: f(x0 + total),
      y2: 0,
      user: true,
    })}
${glowFilter(`${p}glow`, { tight: 0.9, wide: 3, wideOpacity: 0.55, region: 15 })}</defs>
<g filter="url(#${p}glow)" stroke-linecap="round" stroke-linejoin="round">
${icon ? icon(x0, h / 2, `url(#${p}g)`) : ''}
<path d="${T.d}" stroke="url(#${p}g)" stroke-width="${f(sw)}"/>
<path d="${T.d}" stroke="#fff" stroke-opacity="0.45" stroke-width="${f(sw * 0.3)}"/>
</g>`
  )
}

// =================================================================== social glyphs (24x24, currentColor)
const socialTwitter = () =>
  svg(
    24,
    24,
    `<path fill="currentColor" fill-rule="evenodd" d="M3.2 3h5.9l11.7 18h-5.9L3.2 3Zm3.3 1.7 9.5 14.6h2l-9.5-14.6h-2Z"/>
<path fill="currentColor" d="M18.6 3h2.4l-6.9 7.9-1.2-1.8L18.6 3ZM9.9 13.1l1.2 1.8L5.3 21H2.9l7-7.9Z"/>`
  )
const socialDiscord = () =>
  svg(
    24,
    24,
    `<path fill="currentColor" fill-rule="evenodd" d="M8.3 4.2c-1.8.3-3.4.9-4.8 1.8C1.8 8.6 1 11.6 1.1 15.6c0 .5.2 1 .6 1.3 1.6 1.2 3.3 2 5 2.4.4.1.8-.1 1-.4l.8-1.5c-.9-.3-1.7-.7-2.4-1.2l.6-.5c3.6 1.7 8.9 1.7 12.5 0l.6.5c-.7.5-1.5.9-2.4 1.2l.8 1.5c.2.3.6.5 1 .4 1.7-.4 3.4-1.2 5-2.4.4-.3.6-.8.6-1.3.1-4-.7-7-2.4-9.6-1.4-.9-3-1.5-4.8-1.8l-.7 1.4c-1.6-.3-3.3-.3-4.9 0l-.7-1.4ZM8.6 10.6c-1 0-1.9.9-1.9 2.1s.8 2.1 1.9 2.1c1 0 1.9-.9 1.9-2.1s-.8-2.1-1.9-2.1Zm6.8 0c-1 0-1.9.9-1.9 2.1s.8 2.1 1.9 2.1c1 0 1.9-.9 1.9-2.1s-.8-2.1-1.9-2.1Z"/>`
  )
const socialKick = () =>
  svg(
    24,
    24,
    `<path fill="currentColor" d="M3 3h6.2v5.2h2.6V5.6h2.6V3H21v6.2h-2.6v2.6h-2.6v0.4h2.6v2.6H21V21h-6.6v-2.6h-2.6v-2.6H9.2V21H3V3Z"/>`
  )

// =================================================================== scenes (winners / auth / og)
/** scene() palettes: sky top, sky middle, horizon, grid, glow and floor colours */
const palette = (skyTop, skyMid, horizon, grid, glow, floor) => ({
  skyTop,
  skyMid,
  horizon,
  grid,
  glow,
  floor,
})
const PALETTES = {
  login: palette(C.bg0, '#1e0b3e', '#7a1670', C.pink, C.pink, '#1c0a35'),
  signup: palette(C.bg0, '#071f3a', '#0f5566', C.cyan, C.cyan, '#06182c'),
  winners: palette(C.bg0, '#160b35', '#5a1670', C.pink, C.pink, '#1a0a33'),
  og: palette(C.bg0, '#140a32', '#5e1772', C.pink, C.violet, '#180a31'),
}

/**
 * Synthwave backdrop. Returns { defs, body }.
 * pal: { skyTop, skyMid, horizon, grid, glow, floor }
 */
function scene(
  p,
  {
    w,
    h,
    hy,
    pal,
    sun = null,
    ring = null,
    stars = 90,
    seed = 3,
    sx = 90,
    sz = 46,
    gridOp = 0.9,
    gridW = 1.6,
    cx = w / 2,
  }
) {
  const rand = rng(seed)
  let starMarkup = ''
  for (let i = 0; i < stars; i++) {
    const x = rand() * w
    const y = Math.pow(rand(), 1.3) * (hy - 20)
    const r = 0.5 + rand() * 1.3
    starMarkup += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#fff" opacity="${f(0.12 + rand() * 0.55 * (1 - y / hy))}"/>`
  }
  const defs = `
${linGrad(`${p}sky`, stops(0, pal.skyTop, 0.62, pal.skyMid, 1, pal.horizon), {
  x1: 0,
  y1: 0,
  x2: 0,
  y2: hy,
  user: true,
})}
${linGrad(`${p}floor`, stops(0, pal.floor, 1, C.bg0), { x1: 0, y1: hy, x2: 0, y2: h, user: true })}
${linGrad(
  `${p}fog`,
  [
    [0, pal.horizon, 1],
    [0.22, pal.horizon, 0.55],
    [0.55, pal.horizon, 0],
  ],
  { x1: 0, y1: hy, x2: 0, y2: h, user: true }
)}
${radGrad(
  `${p}hglow`,
  [
    [0, pal.glow, 0.75],
    [0.35, pal.glow, 0.3],
    [1, pal.glow, 0],
  ],
  { cx: f(cx), cy: f(hy), r: f(w * 0.62), user: true }
)}
${radGrad(
  `${p}vig`,
  [
    [0.55, C.bg0, 0],
    [1, C.bg0, 0.75],
  ],
  { cx: 0.5, cy: 0.5, r: 0.75 }
)}
<clipPath id="${p}fclip"><rect x="0" y="${f(hy)}" width="${w}" height="${f(h - hy)}"/></clipPath>
<clipPath id="${p}sclip"><rect x="0" y="0" width="${w}" height="${f(hy)}"/></clipPath>
<filter id="${p}gridglow" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB">
  <feGaussianBlur in="SourceGraphic" stdDeviation="3.5" result="b"/>
  <feMerge><feMergeNode in="b"/><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
<filter id="${p}soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(w / 60)}"/></filter>
<filter id="${p}soft2" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(w / 200)}"/></filter>
${
  sun
    ? linGrad(`${p}sun`, stops(0, sun.top, 1, sun.bottom), {
        x1: 0,
        y1: f(sun.cy - sun.r),
        x2: 0,
        y2: f(sun.cy + sun.r * 0.4),
        user: true,
      })
    : ''
}
${
  sun
    ? `<mask id="${p}sunmask" maskUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#fff"/>${[
        ...Array(7),
      ]
        .map((_, i) => {
          const y = sun.cy - sun.r * 0.05 + i * sun.r * 0.11 - 0
          const t = 1.5 + i * sun.r * 0.012
          return `<rect x="0" y="${f(y - sun.r * 0.38)}" width="${w}" height="${f(t)}" fill="#000"/>`
        })
        .join('')}</mask>`
    : ''
}
${
  ring
    ? linGrad(`${p}ring`, stops(0, ring.c1, 1, ring.c2), {
        x1: 0,
        y1: f(ring.cy - ring.r),
        x2: 0,
        y2: f(ring.cy + ring.r),
        user: true,
      })
    : ''
}
`
  const sunMarkup = sun
    ? `<g clip-path="url(#${p}sclip)">
  <circle cx="${f(sun.cx)}" cy="${f(sun.cy)}" r="${f(sun.r * 1.05)}" fill="${sun.bottom}" opacity="0.55" filter="url(#${p}soft)"/>
  <circle cx="${f(sun.cx)}" cy="${f(sun.cy)}" r="${f(sun.r)}" fill="url(#${p}sun)" mask="url(#${p}sunmask)"/>
</g>`
    : ''
  const ringMarkup = ring
    ? `<circle cx="${f(ring.cx)}" cy="${f(ring.cy)}" r="${f(ring.r)}" stroke="${ring.c2}" stroke-width="${f(ring.w * 5)}" opacity="0.45" filter="url(#${p}soft)"/>
<circle cx="${f(ring.cx)}" cy="${f(ring.cy)}" r="${f(ring.r)}" stroke="url(#${p}ring)" stroke-width="${f(ring.w)}" filter="url(#${p}soft2)"/>
<circle cx="${f(ring.cx)}" cy="${f(ring.cy)}" r="${f(ring.r)}" stroke="url(#${p}ring)" stroke-width="${f(ring.w)}"/>
<circle cx="${f(ring.cx)}" cy="${f(ring.cy)}" r="${f(ring.r)}" stroke="#fff" stroke-opacity="0.7" stroke-width="${f(ring.w * 0.3)}"/>`
    : ''
  const body = `
<rect width="${w}" height="${f(hy)}" fill="url(#${p}sky)"/>
${starMarkup}
<rect width="${w}" height="${h}" fill="url(#${p}hglow)"/>
${sunMarkup}
${ringMarkup}
<rect x="0" y="${f(hy)}" width="${w}" height="${f(h - hy)}" fill="url(#${p}floor)"/>
<g clip-path="url(#${p}fclip)" filter="url(#${p}gridglow)" opacity="${gridOp}">
${gridFloor({ w, cx, hy, bottom: h, sx, sz, stroke: pal.grid, width: gridW })}
</g>
<rect x="0" y="${f(hy)}" width="${w}" height="${f(h - hy)}" fill="url(#${p}fog)"/>
<rect x="0" y="${f(hy - 1.2)}" width="${w}" height="2.4" fill="${pal.glow}" filter="url(#${p}soft2)"/>
<rect x="0" y="${f(hy - 0.6)}" width="${w}" height="1.2" fill="#fff" opacity="0.8"/>
<rect width="${w}" height="${h}" fill="url(#${p}vig)"/>`
  return { defs, body }
}

// -------------------------------------------------------------- trophy (winners)
function trophy(p, cx, top, s) {
  // trophy drawn in a 200 wide local space, origin top-center
  const bowl = 'M-74 0H74C74 64 46 104 0 110C-46 104 -74 64 -74 0Z'
  const handleL = 'M-72 16C-116 14 -118 78 -44 92'
  const handleR = 'M72 16C116 14 118 78 44 92'
  const stem = 'M-12 110L-9 146H9L12 110'
  // a tier of the base: half-width `top` at y0 down to half-width `bottom` at y1
  const tier = (top, y0, bottom, y1, r) =>
    roundedPath(
      [
        [-top, y0],
        [top, y0],
        [bottom, y1],
        [-bottom, y1],
      ],
      { closed: true, r }
    )
  const base1 = tier(40, 146, 46, 166, 3)
  const base2 = tier(62, 166, 62, 188, 4)
  const star = (() => {
    const pts = []
    for (let i = 0; i < 10; i++) {
      const a = ((-90 + i * 36) * Math.PI) / 180
      const R = i % 2 ? 11 : 26
      pts.push([R * Math.cos(a), 46 + R * Math.sin(a)])
    }
    return roundedPath(pts, { closed: true, r: 1.5 })
  })()
  return `<g transform="translate(${f(cx)} ${f(top)}) scale(${s})" stroke-linecap="round" stroke-linejoin="round">
  <g filter="url(#${p}tglow)">
    <path d="${handleL}" stroke="${C.gold}" stroke-width="7"/>
    <path d="${handleR}" stroke="${C.gold}" stroke-width="7"/>
    <path d="${bowl}" fill="url(#${p}cup)" stroke="url(#${p}gold)" stroke-width="6"/>
    <path d="${stem}" fill="url(#${p}cup)" stroke="url(#${p}gold)" stroke-width="5"/>
    <path d="${base1}" fill="url(#${p}cup)" stroke="url(#${p}gold)" stroke-width="5"/>
    <path d="${base2}" fill="url(#${p}cup)" stroke="url(#${p}gold)" stroke-width="5"/>
    <path d="${star}" fill="${C.pink}"/>
    <ellipse cx="0" cy="0" rx="74" ry="9" fill="#3a2a05" stroke="${C.gold}" stroke-width="4"/>
  </g>
  <g stroke="#fff" stroke-opacity="0.55" stroke-width="1.8">
    <path d="${bowl}"/><path d="${handleL}"/><path d="${handleR}"/><path d="${base1}"/><path d="${base2}"/>
  </g>
  <path d="M-54 18C-52 50 -40 74 -22 88" stroke="#fff" stroke-opacity="0.35" stroke-width="5"/>
  <path d="${star}" stroke="#fff" stroke-opacity="0.7" stroke-width="1.5"/>
</g>`
}

function winners() {
  const p = 'npwin'
  const w = 1200
  const h = 675
  const hy = 430
  const sc = scene(p, {
    w,
    h,
    hy,
    pal: PALETTES.winners,
    ring: { cx: 600, cy: 262, r: 172, w: 4, c1: C.cyan, c2: C.violet },
    sx: 110,
    sz: 60,
    seed: 11,
    stars: 120,
  })
  // podium
  const pod = (x, y, wd, hgt, col, num) => {
    const n = strokeText(num, { size: 26, r: 2 })
    return `<g>
    <rect x="${x}" y="${y}" width="${wd}" height="${hgt}" rx="8" fill="url(#${p}pod)" stroke="${col}" stroke-width="3.5"/>
    <rect x="${x}" y="${y}" width="${wd}" height="${hgt}" rx="8" stroke="#fff" stroke-opacity="0.45" stroke-width="1"/>
    <path transform="translate(${f(x + wd / 2 - n.width / 2)} ${y + 18})" d="${n.d}" stroke="${col}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`
  }
  const title = 'LEADERBOARD WINNERS'
  const ts = 40
  const tw = strokeText(title, { size: ts, tracking: 3.2 }).width
  const T = strokeText(title, { x: (w - tw) / 2, y: 560, size: ts, tracking: 3.2 })
  const rand = rng(5)
  let confetti = ''
  const cols = [C.pink, C.cyan, C.gold, C.mint, C.violet, C.orange]
  for (let i = 0; i < 46; i++) {
    let x = 80 + rand() * 1040
    const y = 40 + rand() * 360
    if (Math.abs(x - 600) < 230 && y > 60) x += x < 600 ? -240 : 240
    const c = cols[i % cols.length]
    const a = rand() * 180
    const len = 6 + rand() * 10
    confetti += `<rect x="${f(x - len / 2)}" y="${f(y - 2)}" width="${f(len)}" height="4" rx="2" fill="${c}" opacity="${f(0.45 + rand() * 0.5)}" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/>`
  }
  const sparks =
    sparkle(420, 150, 14, C.gold) +
    sparkle(790, 118, 10, C.cyan) +
    sparkle(830, 300, 8, C.pink) +
    sparkle(360, 320, 9, C.mint) +
    sparkle(700, 70, 6, '#fff')
  return svg(
    w,
    h,
    `<defs>${sc.defs}
${linGrad(`${p}gold`, stops(0, '#fff0a0', 0.5, C.gold, 1, C.orange), {
  x1: 0,
  y1: 0,
  x2: 0,
  y2: 1,
})}
${linGrad(`${p}cup`, stops(0, '#3d2905', 1, '#140c04'), { x1: 0, y1: 0, x2: 0, y2: 1 })}
${radGrad(`${p}tback`, [
  [0, C.bg0, 0.9],
  [0.6, C.bg0, 0.7],
  [1, C.bg0, 0],
])}
${linGrad(`${p}pod`, stops(0, '#241243', 1, '#0d0b1f'), { x1: 0, y1: 0, x2: 0, y2: 1 })}
${linGrad(`${p}title`, stops(0, C.pink, 0.5, C.violet, 1, C.cyan), {
  x1: f((w - tw) / 2),
  y1: 0,
  x2: f((w + tw) / 2),
  y2: 0,
  user: true,
})}
${glowFilter(`${p}tglow`, { tight: 2.5, wide: 10, wideOpacity: 0.75, region: 30 })}
${glowFilter(`${p}pglow`, { tight: 2, wide: 8, wideOpacity: 0.6, region: 20 })}
${glowFilter(`${p}txglow`, { tight: 2, wide: 7, wideOpacity: 0.7, region: 10 })}
</defs>
${sc.body}
${confetti}
${sparks}
<g filter="url(#${p}pglow)">
${pod(392, 404, 134, 90, C.silver, '2')}
${pod(674, 420, 134, 74, C.bronze, '3')}
${pod(518, 372, 164, 122, C.gold, '1')}
</g>
${trophy(p, 600, 142, 1.2)}
<ellipse cx="600" cy="${560 + ts / 2}" rx="${f(tw / 2 + 120)}" ry="62" fill="url(#${p}tback)"/>
<g filter="url(#${p}txglow)" stroke-linecap="round" stroke-linejoin="round">
<path d="${T.d}" stroke="url(#${p}title)" stroke-width="6.8"/>
<path d="${T.d}" stroke="#fff" stroke-opacity="0.7" stroke-width="2"/>
</g>`
  )
}

// -------------------------------------------------------------- auth illustrations (600x800, rendered to PNG)
function auth(kind) {
  const p = `npauth${kind}`
  const w = 600
  const h = 800
  const hy = 520
  const login = kind === 'login'
  const pal = PALETTES[kind]
  const sc = scene(p, {
    w,
    h,
    hy,
    pal,
    sun: login ? { cx: 300, cy: 430, r: 170, top: C.orange, bottom: C.pink } : null,
    ring: login ? null : { cx: 300, cy: 320, r: 150, w: 5, c1: C.mint, c2: C.violet },
    sx: 95,
    sz: 62,
    seed: login ? 21 : 37,
    stars: 110,
  })
  // floating shapes
  const shapes = login
    ? `<g filter="url(#${p}sglow)" stroke-linejoin="round">
        <path d="${roundedPath(polygon(118, 170, 34, 3, -90), { closed: true, r: 5 })}" stroke="${C.cyan}" stroke-width="3.5" transform="rotate(-12 118 170)"/>
        <path d="${roundedPath(polygon(486, 120, 26, 6, -90), { closed: true, r: 5 })}" stroke="${C.violet}" stroke-width="3.5"/>
        <circle cx="500" cy="300" r="9" stroke="${C.pink}" stroke-width="3"/>
      </g>`
    : `<g filter="url(#${p}sglow)" stroke-linejoin="round">
        <path d="${roundedPath(polygon(300, 326, 62, 3, 0), { closed: true, r: 9 })}" fill="${C.cyan}" fill-opacity="0.12" stroke="${C.cyan}" stroke-width="5"/>
        <path d="${roundedPath(polygon(300, 326, 62, 3, 0), { closed: true, r: 9 })}" stroke="#fff" stroke-opacity="0.6" stroke-width="1.6"/>
        <rect x="92" y="132" width="44" height="44" rx="8" stroke="${C.mint}" stroke-width="3.5" transform="rotate(20 114 154)"/>
        <path d="${roundedPath(polygon(500, 170, 24, 6, -90), { closed: true, r: 4 })}" stroke="${C.violet}" stroke-width="3.5"/>
        <circle cx="480" cy="420" r="8" stroke="${C.pink}" stroke-width="3"/>
      </g>`
  const spark = login
    ? sparkle(210, 90, 9, '#fff', 0.85) + sparkle(420, 230, 6, C.cyan, 0.9)
    : sparkle(420, 96, 9, '#fff', 0.85) + sparkle(170, 270, 6, C.mint, 0.9)
  return svg(
    w,
    h,
    `<defs>${sc.defs}${glowFilter(`${p}sglow`, { tight: 2, wide: 8, wideOpacity: 0.8, region: 60 })}</defs>
${sc.body}
${shapes}
${spark}`
  )
}

// -------------------------------------------------------------- OG image (1200x630, rendered to PNG)
function og() {
  const p = 'npog'
  const w = 1200
  const h = 630
  const hy = 468
  const sc = scene(p, { w, h, hy, pal: PALETTES.og, sx: 120, sz: 56, seed: 8, stars: 140 })
  const g = logoGroup(`${p}l`, { x: 0, y: 0, h: 48 })
  const lw = g.right - g.left
  const s = 660 / lw
  const lx = (w - lw * s) / 2 - g.left * s
  const ly = 150
  const nest = (markup, x, y, size, rot = 0, op = 1) =>
    `<g opacity="${op}" transform="translate(${x} ${y}) rotate(${rot} ${size / 2} ${size / 2})">${markup.replace(
      /<svg [^>]*>/,
      `<svg x="0" y="0" width="${size}" height="${size}" viewBox="0 0 160 160" overflow="visible">`
    )}</g>`
  const tag1 = 'Use code on the partner and stay active'
  const tag2 = 'to receive exclusive rewards'
  return svg(
    w,
    h,
    `<defs>${sc.defs}${g.defs}
${radGrad(`${p}halo`, [
  [0, C.violet, 0.35],
  [1, C.violet, 0],
])}
${linGrad(`${p}tag`, stops(0, '#ffd1f5', 0.5, '#ffffff', 1, '#c9f8ff'), {
  x1: 0,
  y1: 0,
  x2: 1,
  y2: 0,
})}
<filter id="${p}tglow" x="-10%" y="-40%" width="120%" height="180%"><feGaussianBlur stdDeviation="6" in="SourceAlpha" result="b"/><feFlood flood-color="${C.pink}" flood-opacity="0.55"/><feComposite in2="b" operator="in" result="c"/><feMerge><feMergeNode in="c"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
</defs>
${sc.body}
<ellipse cx="600" cy="${ly + 24 * s - 10}" rx="520" ry="210" fill="url(#${p}halo)"/>
${nest(decoCard('ogc'), 70, 70, 170, 0, 0.95)}
${nest(decoDice('ogd'), 975, 60, 160, 0, 0.95)}
${nest(decoCoins('ogco'), 86, 330, 150, 0, 0.9)}
${nest(decoCrown('ogcr'), 968, 318, 150, 0, 0.9)}
<g transform="translate(${f(lx)} ${ly}) scale(${f(s)})">${g.body}</g>
<g font-family="Inter, 'Inter Display', sans-serif" font-weight="600" font-size="34" text-anchor="middle" fill="url(#${p}tag)" filter="url(#${p}tglow)" letter-spacing="0.3">
  <text x="600" y="${ly + 48 * s + 36}">${tag1}</text>
  <text x="600" y="${ly + 48 * s + 80}">${tag2}</text>
</g>`
  )
}

// =================================================================== write everything
out('logo.svg', logo())
out('logo-mark.svg', logoMark())
out('favicon.svg', favicon())
out('assets-static/default-avatar.svg', avatar())
out('assets-static/default-product.svg', product())
out('assets-static/winners-default.svg', winners())
out('assets-static/deco/card.svg', decoCard())
out('assets-static/deco/coins.svg', decoCoins())
out('assets-static/deco/dice.svg', decoDice())
out('assets-static/deco/crown.svg', decoCrown())
out(
  'assets-static/coins/skinfans.svg',
  coinIcon('npcs', {
    light: '#b5ffe9',
    mid: C.mint,
    dark: '#0d9c76',
    rim: '#27d9a6',
    letter: 'S',
    ink: '#063d2f',
  })
)
out(
  'assets-static/coins/xfun.svg',
  coinIcon('npcx', {
    light: '#ffd2ad',
    mid: C.orange,
    dark: '#c2410c',
    rim: '#ff9f5c',
    letter: 'X',
    ink: '#4a1604',
  })
)
out(
  'assets-static/partners/celsius.svg',
  partner('npcel', {
    text: 'CELSIUS',
    color: C.cyan,
    color2: '#9fe9ff',
    size: 15,
    tracking: 3.4,
    weight: 1.3,
    iconW: 14,
    icon: (x, y, g) =>
      [0, 60, 120]
        .map((a) => {
          const r = (a * Math.PI) / 180
          const dx = Math.cos(r) * 7.5
          const dy = Math.sin(r) * 7.5
          return `<path d="M${f(x + 7 - dx)} ${f(y - dy)}L${f(x + 7 + dx)} ${f(y + dy)}" stroke="${g}" stroke-width="2"/>`
        })
        .join('') +
      `<circle cx="${f(x + 7)}" cy="${f(y)}" r="2.4" fill="#07060f" stroke="${g}" stroke-width="1.6"/>`,
  })
)
out(
  'assets-static/partners/skinfans.svg',
  partner('npskf', {
    text: 'SKINFANS',
    color: C.mint,
    color2: '#9dffe3',
    size: 15,
    tracking: 2.2,
    skew: -0.18,
    weight: 1.75,
    iconW: 16,
    icon: (x, y, g) =>
      `<path d="M${f(x + 8)} ${f(y - 9)}L${f(x + 16)} ${f(y - 2)}L${f(x + 8)} ${f(y + 9)}L${f(x)} ${f(y - 2)}Z" stroke="${g}" stroke-width="2.2"/><path d="M${f(x)} ${f(y - 2)}H${f(x + 16)}" stroke="${g}" stroke-width="1.6"/>`,
  })
)
out(
  'assets-static/partners/xfun.svg',
  partner('npxf', {
    text: 'XFUN',
    color: C.orange,
    color2: C.gold,
    size: 20,
    tracking: 2.4,
    skew: -0.2,
    weight: 2,
    r: 1.4,
    iconW: 22,
    icon: (x, y, g) =>
      `<circle cx="${f(x + 11)}" cy="${f(y)}" r="10" stroke="${C.pink}" stroke-width="2.4"/><path d="M${f(x + 7.5)} ${f(y - 4.5)}L${f(x + 16)} ${f(y)}L${f(x + 7.5)} ${f(y + 4.5)}Z" fill="${C.pink}" stroke="${C.pink}" stroke-width="1.5"/>`,
  })
)
out(
  'assets-static/partners/hypedrop.svg',
  partner('nphyp', {
    text: 'HYPEDROP',
    color: C.pink,
    color2: C.violet,
    size: 14,
    tracking: 2.3,
    weight: 1.6,
    iconW: 16,
    icon: (x, y, g) =>
      `<path d="M${f(x + 8)} ${f(y - 9)}V${f(y + 4)}" stroke="${g}" stroke-width="2.4"/><path d="M${f(x + 2)} ${f(y - 1)}L${f(x + 8)} ${f(y + 6)}L${f(x + 14)} ${f(y - 1)}" stroke="${g}" stroke-width="2.4"/><path d="M${f(x + 1)} ${f(y + 10)}H${f(x + 15)}" stroke="${g}" stroke-width="2.4"/>`,
  })
)
out('assets-static/social/twitter.svg', socialTwitter())
out('assets-static/social/discord.svg', socialDiscord())
out('assets-static/social/kick.svg', socialKick())

// sources for the raster assets (not part of the repo)
out('auth-login.svg', auth('login'), TMP)
out('auth-signup.svg', auth('signup'), TMP)
out('og-image.svg', og(), TMP)
console.log('svgs written to', PUB, 'and raster sources to', TMP)
