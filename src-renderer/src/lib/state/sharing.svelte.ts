// Sharing with the players (issue 27), the GM's side: the network addresses to pick from, start and stop,
// each character's link and QR code, what is shared, and the players' claims and use requests as they
// come. Main runs the player server (src-main/players); this class only asks it through the contract's
// players/* channels and follows its players/* events.
import {
  DEFAULT_SHARE_SETTINGS,
  type GmClaim,
  type PlayersClaims,
  type PlayersStatus,
  type ShareInterface,
  type ShareSettings
} from '@shared/players'
import { errorMessage, type Client } from './client'

export class SharingState {
  status = $state.raw<PlayersStatus | null>(null)
  interfaces = $state.raw<ShareInterface[]>([])
  /** The address picked in the panel. */
  address = $state('')
  settings = $state<ShareSettings>({ ...DEFAULT_SHARE_SETTINGS })
  claims = $state.raw<PlayersClaims['claims']>([])
  uses = $state.raw<PlayersClaims['uses']>([])
  busy = $state(false)
  error = $state<string | null>(null)
  readonly #client: Client | null
  #off: (() => void)[] = []

  constructor(client: Client | null) {
    this.#client = client
  }

  get running(): boolean {
    return this.status?.running === true
  }

  /** http://address:port while running. */
  get origin(): string | null {
    const s = this.status
    if (!s?.running || s.address === null || s.port === null) return null
    return `http://${s.address.includes(':') ? `[${s.address}]` : s.address}:${s.port}`
  }

  /** Phones connected now, every character's. */
  get connected(): number {
    return this.status?.characters.reduce((n, c) => n + c.connected, 0) ?? 0
  }

  /** The use requests waiting for the GM. */
  get pending(): PlayersClaims['uses'] {
    return this.uses.filter((u) => u.status === 'pending')
  }

  /** The claims on one stash line, need first. */
  claimsOf(lineId: string): GmClaim[] {
    const rank = { need: 0, greed: 1, pass: 2 } as const
    return this.claims.filter((c) => c.lineId === lineId).sort((a, b) => rank[a.kind] - rank[b.kind])
  }

  /** Follows main's sharing state and the players' requests (from the app's start). */
  listen(): () => void {
    const client = this.#client
    if (!client || this.#off.length > 0) return () => undefined
    this.#off = [
      client.on('players/statusChanged', (s) => this.#take(s)),
      client.on('players/claimsChanged', (c) => this.#requests(c))
    ]
    void client.invoke('players/status', {}).then(
      (s) => this.#take(s),
      () => undefined
    )
    void client.invoke('players/claims', {}).then(
      (c) => this.#requests(c),
      () => undefined
    )
    return () => {
      for (const off of this.#off) off()
      this.#off = []
    }
  }

  #take(status: PlayersStatus): void {
    this.status = status
    if (status.running) this.settings = { ...status.share }
  }

  #requests(c: PlayersClaims): void {
    this.claims = c.claims
    this.uses = c.uses
  }

  async #do<T>(call: (client: Client) => Promise<T>, then: (value: T) => void): Promise<void> {
    const client = this.#client
    if (!client) return
    this.busy = true
    this.error = null
    try {
      then(await call(client))
    } catch (e) {
      this.error = errorMessage(e)
    } finally {
      this.busy = false
    }
  }

  /** The panel opens: the addresses (the default route's picked) and the state. */
  load(): Promise<void> {
    return this.#do(
      async (client) => {
        const [interfaces, status] = await Promise.all([
          client.invoke('players/interfaces', {}),
          client.invoke('players/status', {})
        ])
        return { interfaces, status }
      },
      ({ interfaces, status }) => {
        this.interfaces = interfaces
        if (status.running && status.address) this.address = status.address
        else if (!interfaces.some((i) => i.address === this.address))
          this.address = (interfaces.find((i) => i.default && !i.internal) ?? interfaces[0])?.address ?? ''
        this.#take(status)
      }
    )
  }

  /** Starts sharing on the address picked; while sharing, applies the settings changed. */
  start = () =>
    this.#do(
      (c) => c.invoke('players/start', { address: this.address, share: { ...this.settings } }),
      (s) => this.#take(s)
    )
  stop = () =>
    this.#do(
      (c) => c.invoke('players/stop', {}),
      (s) => {
        this.#take(s)
        this.claims = []
        this.uses = []
      }
    )
  /** A setting changed: applied at once while sharing (else at the start). */
  changeSettings = () => (this.running ? this.start() : Promise.resolve())
  renew = (characterId: string) =>
    this.#do(
      (c) => c.invoke('players/renew-token', { characterId }),
      (s) => this.#take(s)
    )
  revoke = (characterId: string) =>
    this.#do(
      (c) => c.invoke('players/revoke-token', { characterId }),
      (s) => this.#take(s)
    )
  /** Approve (a `line/use` op: a ledger entry) or refuse a use request. */
  decide = (id: string, approve: boolean) =>
    this.#do(
      (c) => c.invoke('players/use-decide', { id, approve }),
      (r) => this.#requests(r)
    )
}
