// Connections that have not yet made one authenticated request ("strangers") get a budget of their own,
// apart from those that have: anyone on the machine can open sockets, only the GM holds the token.
//
// - At most `strangers` of them at once. One more arriving closes the stranger that has waited longest,
//   never the newcomer: sockets that sit idle or trickle their headers (a slowloris) can push each other
//   out, but the GM's new connection, which sends its request at once, always gets in.
// - Each has `deadlineMs` to make its first authenticated request; then it is closed, whether it sent
//   nothing, half its headers, or requests that were refused.
// - Once the server calls `admit` (the request passed authentication), the socket leaves the budget and
//   the deadline: the server's own keep-alive and request timeouts govern it from then on.
//
// The browser host uses it; a server for the players can reuse it with budgets of its own.
import type { Server } from 'node:http'
import type { Socket } from 'node:net'

export interface ConnectionBudgetOptions {
  /** Strangers held at once; past this, the one connected longest ago is closed. */
  strangers: number
  /** Time a stranger has to make its first authenticated request. */
  deadlineMs: number
}

export interface ConnectionBudget {
  /** The socket made an authenticated request: it is no stranger any more. */
  admit(socket: Socket): void
  /** Strangers held now. */
  readonly strangerCount: number
  /** Strangers closed so far: to make room, or at their deadline. */
  readonly closedCount: number
}

export function budgetConnections(server: Server, options: ConnectionBudgetOptions): ConnectionBudget {
  if (!(options.strangers >= 1) || !(options.deadlineMs > 0))
    throw new RangeError(`a connection budget needs at least one stranger and a deadline (${JSON.stringify(options)})`)
  // in arrival order: the first one is the one that has waited longest
  const strangers = new Map<Socket, NodeJS.Timeout>()
  let closed = 0

  const release = (socket: Socket): boolean => {
    const timer = strangers.get(socket)
    if (timer === undefined) return false
    clearTimeout(timer)
    strangers.delete(socket)
    return true
  }
  const evict = (socket: Socket): void => {
    if (!release(socket)) return
    closed++
    socket.destroy()
  }

  server.on('connection', (socket: Socket) => {
    while (strangers.size >= options.strangers) evict(strangers.keys().next().value as Socket)
    const timer = setTimeout(() => evict(socket), options.deadlineMs)
    timer.unref()
    strangers.set(socket, timer)
    socket.once('close', () => release(socket))
  })

  return {
    admit: (socket) => void release(socket),
    get strangerCount() {
      return strangers.size
    },
    get closedCount() {
      return closed
    }
  }
}
