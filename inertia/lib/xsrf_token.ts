/**
 * The CSRF token the server expects in X-XSRF-TOKEN, read from the XSRF-TOKEN cookie. The
 * only place that knows the cookie's format.
 */
export function xsrfToken() {
  const match = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)
  return match ? decodeURIComponent(match[1]) : ''
}
