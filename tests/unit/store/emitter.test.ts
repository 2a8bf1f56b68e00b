// One event emitter in main (issue 24 item 6d): the store's events and the contract's main → renderer
// events (the session's hub, forwarded over IPC and as Server-Sent Events) go through the same class.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Events } from '@shared/contract'
import { Emitter } from '../../../src-main/store'
import { tempCampaign } from '../contract/fixtures'

afterEach(() => vi.restoreAllMocks())

describe('Emitter', () => {
  it('gives a listener its event only, and every listener of all events to onAny, in order', () => {
    const e = new Emitter<{ a: number; b: string }>()
    const seen: string[] = []
    e.on('a', (n) => seen.push(`a:${n}`))
    e.onAny((event, payload) => seen.push(`any:${String(event)}=${String(payload)}`))
    e.on('b', (s) => seen.push(`b:${s}`))
    e.emit('a', 1)
    e.emit('b', 'x')
    expect(seen).toEqual(['a:1', 'any:a=1', 'any:b=x', 'b:x'])
  })

  it('a listener that throws does not starve the others; one that stops listening stops hearing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const e = new Emitter<{ a: number }>()
    const heard: number[] = []
    e.on('a', () => {
      throw new Error('a closed window')
    })
    const off = e.on('a', (n) => heard.push(n))
    e.emit('a', 1)
    off()
    e.emit('a', 2)
    expect(heard).toEqual([1])
    expect(error).toHaveBeenCalledTimes(2)
    expect(String(error.mock.calls[0]![0])).toContain("'a'")
  })

  it("is the session's hub of the contract's events", async () => {
    const t = await tempCampaign()
    const session = t.session
    expect(session.events).toBeInstanceOf(Emitter)
    const got: Array<[keyof Events, unknown]> = []
    session.events.onAny((event, payload) => got.push([event, payload]))
    session.events.emit('campaign/saved', { revision: 3, at: '2025-01-02T03:04:05.000Z' })
    expect(got).toEqual([['campaign/saved', { revision: 3, at: '2025-01-02T03:04:05.000Z' }]])
    await t.cleanup()
  })
})
