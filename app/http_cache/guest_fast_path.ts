import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { findGuestPage } from '#http_cache/guest_pages'
import { newVisitorCookies, visitorOf, type Visitor } from '#http_cache/guest_visitor'
import {
  learned,
  rawKey,
  recordedVisitorCookies,
  variant,
  type Learned,
  type Reply,
} from '#http_cache/guest_replies'

/**
 * The guest fast path: a request that can only be a guest's read of a public page already in
 * the guest page cache (app/http_cache/guest_pages.ts) is answered before the AdonisJS
 * pipeline runs, with the very bytes and headers the pipeline sent for that entry. A page view
 * in a raid then costs a version check and a socket write, not a trip through a dozen
 * middleware.
 *
 * It only replays what the normal path taught it: when the guest page middleware serves an
 * entry to a request that qualifies, `learnGuestAnswer` records the status, headers and body
 * bytes the pipeline wrote for it (per method, encoding and 200 / 304). A replay then needs
 *
 * - a GET or HEAD without an Authorization header or a remember-me cookie, from a guest with
 *   an empty session by construction: either a new visitor (no session cookie: no user, no
 *   flash messages, since both live in the session), or a returning guest whose cookies, read
 *   as the pipeline reads them, hold a signed session id, the guest marker for that id (the
 *   session held nothing at its last answer: app/http_cache/guest_marker.ts) and a valid
 *   CSRF token for it (else the pipeline issues a new one);
 * - the same raw URL and Inertia headers (so the same guest page key) as a request the normal path
 *   answered from the cache;
 * - the public-data version read exactly as the middleware reads it (publicDataVersion, which
 *   sees another process's write through Redis or the version poll) still the one of the
 *   entry, and the entry itself still the cache's (its TTL and LRU apply as before);
 * - a recorded answer for this method, encoding (the client's Accept-Encoding as the
 *   compression middleware reads it) and freshness (If-None-Match against the entry's ETag,
 *   the same `fresh` check as AdonisJS's response.fresh()).
 *
 * Who may be answered is decided in guest_visitor.ts, what is replayed recorded in
 * guest_replies.ts. Anything else goes to AdonisJS unchanged. The per-visitor parts of an answer are made anew:
 * a new visitor gets what the pipeline gives a visitor without cookies (a new session id in
 * the session cookie, a CSRF token and the guest marker for it, same names and attributes as
 * recorded), a returning guest no cookie at all (they keep theirs; the pipeline would only
 * send the same values again with a fresh age), and both a new request id. An answer that set
 * any other cookie, or no guest marker (its session was not empty), is never recorded.
 */

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

let answered = 0

function send(req: IncomingMessage, res: ServerResponse, reply: Reply, visitor: Visitor) {
  const headers = [...reply.headers]
  if (visitor === 'new') headers.push(...newVisitorCookies(recordedVisitorCookies()!))
  if (reply.requestId) {
    const sent = req.headers['x-request-id']
    headers.push('x-request-id', typeof sent === 'string' && sent ? sent : randomUUID())
  }
  res.writeHead(reply.status, headers)
  res.end(reply.body)
  answered++
}

/** How many answers the fast path has sent since the process started */
export function guestFastPathAnswers() {
  return answered
}

/** Answers from a learned entry if it is still the current one: false hands the request on */
function replay(
  req: IncomingMessage,
  res: ServerResponse,
  visitor: Visitor,
  key: string,
  entry: Learned,
  version: string
) {
  if (version !== entry.version || findGuestPage(entry.key) !== entry.page) {
    // the page changed or left the cache: the pipeline answers, and teaches the new one
    if (learned.get(key) === entry) learned.delete(key)
    return false
  }
  const reply = entry.replies.get(variant(req, entry.etag))
  if (!reply || (visitor === 'new' && !recordedVisitorCookies())) return false
  send(req, res, reply, visitor)
  return true
}

/** A request listener that answers what it can from the guest fast path and hands the rest on */
export function withGuestFastPath(handler: Handler): Handler {
  return (req, res) => {
    // the cheap test first: a read of a page the fast path has learned
    const key = rawKey(req)
    const entry = learned.get(key)
    const visitor = entry && visitorOf(req)
    if (!entry || !visitor) return handler(req, res)
    const version = entry.currentVersion()
    // held in memory (the usual case): answered in this tick, without a promise
    if (typeof version === 'string') {
      let sent = false
      try {
        sent = replay(req, res, visitor, key, entry, version)
      } catch {
        // as a failed read of the version below: the pipeline answers
      }
      return sent || handler(req, res)
    }
    version.then(
      (current) => replay(req, res, visitor, key, entry, current) || handler(req, res),
      () => handler(req, res)
    )
  }
}
