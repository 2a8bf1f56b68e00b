// Sharing with the players (issue 27), the GM's side: the network addresses to pick from, start and stop,
// each character's link and QR code, what is shared, and the players' claims and use requests as they
// come. Main runs the player server; this class only asks it through the contract (SharingApi).
import type { PlayerClaimInput } from '@shared/split'

export interface NetInterface {
  /** The OS's name for it ("wlan0", "Wi-Fi"). */
  name: string
  address: string
  /** The interface of the default route: the one the table's phones most likely reach. */
  defaultRoute: boolean
}

export interface ShareSettings {
  values: boolean
  others: boolean
  stash: boolean
}

export interface SharedCharacter {
  id: string
  name: string
  /** The link (with its token), null when revoked. */
  url: string | null
  /** The link as a QR code (SVG made by main), null when revoked. */
  qrSvg: string | null
}

export interface SharingStatus {
  running: boolean
  /** http://address:port/ while running. */
  origin: string | null
  settings: ShareSettings
  characters: SharedCharacter[]
  /** Phones connected now. */
  connections: number
}

export interface ClaimRecord extends PlayerClaimInput {
  characterName?: string
}

export interface UseRecord {
  id: string
  characterId: string
  lineId: string
  quantity: number
}

/** What the state asks main (the contract's players/* channels). */
export interface SharingApi {
  interfaces(): Promise<NetInterface[]>
  status(): Promise<SharingStatus>
  start(address: string, settings: ShareSettings): Promise<SharingStatus>
  stop(): Promise<SharingStatus>
  settings(settings: ShareSettings): Promise<SharingStatus>
  renew(characterId: string): Promise<SharingStatus>
  revoke(characterId: string): Promise<SharingStatus>
  requests(): Promise<{ claims: ClaimRecord[]; uses: UseRecord[] }>
  decide(useId: string, approve: boolean): Promise<void>
  /** Claims or use requests changed: the listener reads them again. */
  onChange(listener: () => void): () => void
}

export const DEFAULT_SETTINGS: ShareSettings = { values: true, others: true, stash: true }

export class SharingState {
  status = $state.raw<SharingStatus | null>(null)
  interfaces = $state.raw<NetInterface[]>([])
  /** The address picked in the panel. */
  address = $state('')
  settings = $state<ShareSettings>({ ...DEFAULT_SETTINGS })
  claims = $state.raw<ClaimRecord[]>([])
  uses = $state.raw<UseRecord[]>([])
  busy = $state(false)
  error = $state<string | null>(null)
  readonly #api: SharingApi | null
  #off: (() => void) | null = null

  constructor(api: SharingApi | null) {
    this.#api = api
  }

  /** False when the host cannot share (no player server behind it). */
  get available(): boolean {
    return this.#api !== null
  }

  get running(): boolean {
    return this.status?.running === true
  }

  /** The claims on one stash line, need first. */
  claimsOf(lineId: string): ClaimRecord[] {
    const rank = { need: 0, greed: 1, pass: 2 } as const
    return this.claims.filter((c) => c.lineId === lineId).sort((a, b) => rank[a.kind] - rank[b.kind])
  }

  async #do(action: (api: SharingApi) => Promise<SharingStatus | void>): Promise<void> {
    const api = this.#api
    if (!api) return
    this.busy = true
    this.error = null
    try {
      const status = await action(api)
      if (status) this.status = status
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e)
    } finally {
      this.busy = false
    }
  }

  /** The panel opens: the addresses (the default route's picked), the state, the requests. */
  async load(): Promise<void> {
    await this.#do(async (api) => {
      const [interfaces, status] = await Promise.all([api.interfaces(), api.status()])
      this.interfaces = interfaces
      if (!interfaces.some((i) => i.address === this.address))
        this.address = (interfaces.find((i) => i.defaultRoute) ?? interfaces[0])?.address ?? ''
      this.settings = { ...status.settings }
      this.listen()
      await this.refresh()
      return status
    })
  }

  /** Follows the players' requests while sharing. */
  listen(): void {
    if (this.#off || !this.#api) return
    this.#off = this.#api.onChange(() => void this.refresh())
  }

  async refresh(): Promise<void> {
    const api = this.#api
    if (!api) return
    const { claims, uses } = await api.requests().catch(() => ({ claims: [], uses: [] }))
    this.claims = claims
    this.uses = uses
  }

  start = () => this.#do((api) => api.start(this.address, { ...this.settings }))
  stop = () =>
    this.#do(async (api) => {
      const status = await api.stop()
      this.claims = []
      this.uses = []
      return status
    })
  saveSettings = () => this.#do((api) => api.settings({ ...this.settings }))
  renew = (characterId: string) => this.#do((api) => api.renew(characterId))
  revoke = (characterId: string) => this.#do((api) => api.revoke(characterId))
  decide = (useId: string, approve: boolean) =>
    this.#do(async (api) => {
      await api.decide(useId, approve)
      await this.refresh()
    })
}
