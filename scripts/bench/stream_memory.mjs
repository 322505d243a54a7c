/**
 * Where an open Server-Sent Events stream's memory goes, on a bare node:http server (not part of
 * `npm test`): `node scripts/bench/stream_memory.mjs [variant] [counts]`, e.g. `takeover
 * 2000,10000`. The server runs as a web process does (app/infra/cluster/web_process.ts: a 2 MB
 * nursery, --expose-gc, one malloc arena); this script opens the streams from its own process
 * and reads the server's memory (process.memoryUsage and /proc/<pid>/smaps_rollup) with none,
 * then with each count open: as the opening burst left it, and after a full collection.
 *
 * Variants: `response` (the response stays open: what app/infra/live/streams.ts did before),
 * `takeover` (node:http lets go of the connection after the head: app/infra/live/
 * socket_takeover.ts, loaded as it is) and `net` (a plain TCP server writing the same head: the
 * floor). STREAM_MEMORY_PORT (3580); STREAM_MEMORY_SNAPSHOT=1 also writes a heap snapshot,
 * STREAM_MEMORY_WRITE=1 times five passes writing a 16 KB message to every stream,
 * STREAM_MEMORY_CLUSTER=1 runs the server in a node:cluster worker (the memory read is the worker's).
 */
import { fork } from 'node:child_process'
import cluster from 'node:cluster'
import { readFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { writeHeapSnapshot } from 'node:v8'

const port = Number(process.env.STREAM_MEMORY_PORT ?? 3580)
const HEAD =
  'HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store, no-transform\r\n' +
  'X-Accel-Buffering: no\r\nConnection: close\r\n\r\n:ok\n\n'

function usage() {
  const memory = process.memoryUsage()
  const smaps = readFileSync('/proc/self/smaps_rollup', 'utf8')
  return {
    rss: memory.rss,
    heap: memory.heapUsed,
    heapTotal: memory.heapTotal,
    anonymous: Number(/^Anonymous:\s+(\d+)/m.exec(smaps)?.[1] ?? 0) * 1024,
  }
}

async function serve(variant) {
  if (process.env.STREAM_MEMORY_CLUSTER && cluster.isPrimary) {
    // the server in a node:cluster worker (round-robin: this primary accepts each connection
    // and hands it over), as WEB_CONCURRENCY=2 runs; messages relayed both ways
    const worker = cluster.fork()
    worker.on('message', (message) => process.send(message))
    process.on('message', (message) => worker.send(message))
    return
  }
  const sockets = new Set()
  function onClose() {
    sockets.delete(this)
  }
  const { canTakeOver, takeOver } = await import('../../app/infra/live/socket_takeover.ts')
  const server = createServer((req, res) => {
    const socket = req.socket
    socket.setKeepAlive(true)
    socket.setNoDelay(true)
    socket.setTimeout(0)
    if (variant === 'takeover' && canTakeOver(req, res)) {
      socket.write(HEAD)
      takeOver(req, res)
    } else {
      res.useChunkedEncodingByDefault = false
      res.writeHead(200, { 'Content-Type': 'text/event-stream' })
      res.flushHeaders()
      socket.write(':ok\n\n')
    }
    sockets.add(socket)
    socket.on('close', onClose)
  })
  if (variant === 'net') {
    server.removeAllListeners('connection')
    server.on('connection', (socket) =>
      socket.once('data', () => {
        socket.write(HEAD)
        sockets.add(socket)
        socket.on('close', onClose)
      })
    )
  }
  server.listen(port, '127.0.0.1', () => process.send({ ready: true }))
  process.on('message', (message) => {
    if (message === 'snapshot') return process.send({ file: writeHeapSnapshot() })
    if (message === 'write') {
      // one 16 KB message to every stream, five times: the time of each pass, in ms
      const frame = Buffer.from(`data: ${'x'.repeat(16 * 1024)}\n\n`)
      const times = []
      for (let pass = 0; pass < 5; pass++) {
        const started = performance.now()
        for (const socket of sockets) socket.write(frame)
        times.push(Math.round(performance.now() - started))
      }
      return process.send({ times })
    }
    const burst = usage()
    globalThis.gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
    process.send({ burst, collected: usage(), streams: sockets.size })
  })
}

/** Opens `count` streams, 200 at a time, as the live benchmark does */
async function openStreams(count) {
  const open = []
  for (let n = 0; n < count; n += 200) {
    const batch = []
    for (let i = n; i < Math.min(count, n + 200); i++) {
      batch.push(
        new Promise((resolve) => {
          const req = request(`http://127.0.0.1:${port}/__transmit/events`, { agent: false })
          req.on('response', (res) => res.once('data', resolve))
          req.on('error', resolve)
          req.end()
          open.push(req)
        })
      )
    }
    await Promise.all(batch)
  }
  return open
}

async function measureRun(variant, count) {
  const child = fork(import.meta.filename, ['server', variant], {
    execArgv: ['--max-semi-space-size=2', '--expose-gc'],
    env: { ...process.env, MALLOC_ARENA_MAX: '1' },
  })
  const reply = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve)
      if (message) child.send(message)
    })
  await reply()
  const idle = await reply('measure')
  const open = await openStreams(count)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const held = await reply('measure')
  if (process.env.STREAM_MEMORY_SNAPSHOT) console.log('snapshot', (await reply('snapshot')).file)
  if (process.env.STREAM_MEMORY_WRITE)
    console.log('write ms', (await reply('write')).times.join(' '))
  for (const req of open) req.destroy()
  child.kill()
  await new Promise((resolve) => child.once('exit', resolve))
  const per = (state, key) =>
    ((held[state][key] - idle.collected[key]) / held.streams / 1024).toFixed(1)
  console.log(
    `${variant}, ${held.streams} streams (idle RSS ${(idle.collected.rss / 1048576).toFixed(1)} MB), KB per stream: ` +
      `burst RSS ${per('burst', 'rss')} heap ${per('burst', 'heap')}; after a full collection ` +
      `RSS ${per('collected', 'rss')} heap ${per('collected', 'heap')} heapTotal ${per('collected', 'heapTotal')} ` +
      `anonymous ${per('collected', 'anonymous')}`
  )
}

if (process.argv[2] === 'server') {
  await serve(process.argv[3])
} else {
  const variant = process.argv[2] ?? 'takeover'
  for (const count of (process.argv[3] ?? '2000,10000').split(',').map(Number)) {
    await measureRun(variant, count)
  }
}
