// Where the players' server may listen (issue 27): an address of one of this machine's interfaces, or
// loopback; every interface (0.0.0.0, ::) only when the GM asked for it in so many words.
import { readFileSync } from 'node:fs'
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os'
import { isIP } from 'node:net'
import type { ShareInterface } from '@shared/players'
import { ContractFailure } from '../handlers/errors'

export const EVERY_INTERFACE = ['0.0.0.0', '::'] as const

/** The interface of the default IPv4 route (Linux: /proc/net/route), or null when it cannot be told. */
export function defaultRouteInterface(routeTable?: string): string | null {
  let table = routeTable
  if (table === undefined) {
    try {
      table = readFileSync('/proc/net/route', 'utf8')
    } catch {
      return null
    }
  }
  for (const row of table.split('\n').slice(1)) {
    const [iface, destination, , , , , , mask] = row.trim().split(/\s+/)
    if (iface && destination === '00000000' && mask === '00000000') return iface
  }
  return null
}

/**
 * The addresses the GM may pick, IPv4 first; the default route's interface marked (else the first
 * address that is not loopback). IPv6 link-local addresses are left out (a link needs their scope).
 */
export function shareInterfaces(
  nets: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
  defaultIface: string | null = defaultRouteInterface()
): ShareInterface[] {
  const out: ShareInterface[] = []
  for (const [name, infos] of Object.entries(nets)) {
    for (const info of infos ?? []) {
      if (info.family === 'IPv6' && /^fe80:/i.test(info.address)) continue
      out.push({ address: info.address, family: info.family === 'IPv4' ? 4 : 6, name, internal: info.internal })
    }
  }
  out.sort((a, b) => a.family - b.family || Number(a.internal) - Number(b.internal))
  const preferred =
    out.find((i) => i.name === defaultIface && i.family === 4 && !i.internal) ??
    out.find((i) => !i.internal && i.family === 4) ??
    out.find((i) => !i.internal)
  if (preferred) preferred.default = true
  return out
}

function isLoopback(address: string): boolean {
  return (isIP(address) === 4 && address.startsWith('127.')) || address === '::1'
}

/** The address to listen on, or a refusal the GM reads: not this machine's, or every interface unasked. */
export function checkShareAddress(
  address: string,
  everyInterface: boolean,
  interfaces: readonly ShareInterface[] = shareInterfaces()
): string {
  if (isIP(address) === 0)
    throw new ContractFailure('invalid-input', `address: ${JSON.stringify(address)} is not an IP address`)
  if ((EVERY_INTERFACE as readonly string[]).includes(address)) {
    if (!everyInterface)
      throw new ContractFailure(
        'invalid-input',
        `address: ${address} listens on every interface: pick one, or say everyInterface`
      )
    return address
  }
  if (isLoopback(address) || interfaces.some((i) => i.address === address)) return address
  throw new ContractFailure('invalid-input', `address: ${address} is not an address of this machine`)
}

/** `host:port` as a URL writes it (IPv6 in brackets). */
export function hostPort(address: string, port: number): string {
  return isIP(address) === 6 ? `[${address}]:${port}` : `${address}:${port}`
}

/** `--players <address>[:<port>]` (IPv6 in brackets when a port follows: `[::1]:8080`). */
export function parsePlayersArg(arg: string): { address: string; port: number } | { error: string } {
  const m = /^\[([^\]]+)\](?::(\d+))?$/.exec(arg) ?? (isIP(arg) === 6 ? [arg, arg] : /^([^:]+)(?::(\d+))?$/.exec(arg))
  if (!m || isIP(m[1]!) === 0) return { error: `expected <address>[:<port>], got ${JSON.stringify(arg)}` }
  const port = m[2] === undefined ? 0 : Number(m[2])
  if (!Number.isInteger(port) || port < 0 || port > 65535) return { error: `port: expected 0–65535, got ${m[2]}` }
  return { address: m[1]!, port }
}
