/*
 * The push service worker (docs/product.md, "Push notifications"). My Account registers it
 * with the scope /push/, where no page lives: it never controls a page and has no fetch
 * handler, it only shows the notifications the server pushes (their JSON: title, body, url,
 * tag; words already in the subscriber's language) and opens the notification's page on click.
 */
self.addEventListener('push', (event) => {
  let message = {}
  try {
    message = event.data ? event.data.json() : {}
  } catch {
    message = { body: event.data ? event.data.text() : '' }
  }
  const title = typeof message.title === 'string' ? message.title : 'NEONPLAY'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/logo-mark.svg',
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    })
  )
})

/** Only a page of this site: a notification never opens another origin */
function sitePage(url) {
  try {
    const target = new URL(url, self.location.origin)
    return target.origin === self.location.origin ? target.href : self.location.origin + '/'
  } catch {
    return self.location.origin + '/'
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = sitePage(event.notification.data && event.notification.data.url)
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url)
      return open ? open.focus() : self.clients.openWindow(url)
    })
  )
})
