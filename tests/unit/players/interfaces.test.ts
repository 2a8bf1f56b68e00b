// Issue 27 item 1: the players' server listens only where the GM says, on one of this machine's
// addresses (the default route's preselected); every interface only when asked for in so many words.
import { describe, expect, it } from 'vitest'
import type { NetworkInterfaceInfo } from 'node:os'
import {
  checkShareAddress,
  defaultRouteInterface,
  parsePlayersArg,
  shareInterfaces
} from '../../../src-main/players/interfaces'

const info = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as unknown as NetworkInterfaceInfo

const NETS = {
  lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
  docker0: [info('172.17.0.1', 'IPv4')],
  wlan0: [info('192.168.1.23', 'IPv4'), info('fe80::1', 'IPv6'), info('2001:db8::23', 'IPv6')]
}
const ROUTES = [
  'Iface\tDestination\tGateway\tFlags\tRefCnt\tUse\tMetric\tMask\tMTU\tWindow\tIRTT',
  'docker0\t000011AC\t00000000\t0001\t0\t0\t0\t0000FFFF\t0\t0\t0',
  'wlan0\t00000000\t0101A8C0\t0003\t0\t0\t600\t00000000\t0\t0\t0'
].join('\n')

describe('where the players server may listen', () => {
  it("lists the machine's addresses, the default route's marked, without link-local IPv6", () => {
    expect(defaultRouteInterface(ROUTES)).toBe('wlan0')
    const list = shareInterfaces(NETS, defaultRouteInterface(ROUTES))
    expect(list.filter((i) => i.default).map((i) => i.address)).toEqual(['192.168.1.23'])
    expect(list.map((i) => i.address)).not.toContain('fe80::1')
    expect(list.map((i) => i.address)).toEqual(
      expect.arrayContaining(['127.0.0.1', '172.17.0.1', '192.168.1.23', '2001:db8::23', '::1'])
    )
    // no route table: the first address that is not loopback
    expect(shareInterfaces(NETS, null).find((i) => i.default)?.address).toBe('172.17.0.1')
  })

  it('takes an address of this machine or loopback; refuses others, and every interface unless asked', () => {
    const list = shareInterfaces(NETS, 'wlan0')
    expect(checkShareAddress('192.168.1.23', false, list)).toBe('192.168.1.23')
    expect(checkShareAddress('127.0.0.1', false, list)).toBe('127.0.0.1')
    expect(checkShareAddress('::1', false, list)).toBe('::1')
    expect(() => checkShareAddress('192.168.1.99', false, list)).toThrow(/not an address of this machine/)
    expect(() => checkShareAddress('example.com', false, list)).toThrow(/not an IP address/)
    for (const all of ['0.0.0.0', '::']) {
      expect(() => checkShareAddress(all, false, list)).toThrow(/every interface/)
      expect(checkShareAddress(all, true, list)).toBe(all)
    }
  })

  it('reads --players <address>[:<port>]', () => {
    expect(parsePlayersArg('192.168.1.23')).toEqual({ address: '192.168.1.23', port: 0 })
    expect(parsePlayersArg('192.168.1.23:8123')).toEqual({ address: '192.168.1.23', port: 8123 })
    expect(parsePlayersArg('[::1]:8123')).toEqual({ address: '::1', port: 8123 })
    expect(parsePlayersArg('::1')).toEqual({ address: '::1', port: 0 })
    expect(parsePlayersArg('wlan0')).toMatchObject({ error: expect.any(String) })
    expect(parsePlayersArg('1.2.3.4:99999')).toMatchObject({ error: expect.stringMatching(/port/) })
  })
})
