// npm start's decisions (src-main/launcher/outcome.mjs): a crash is never success, the sandbox case is
// recognised, the installer's Node version is checked, and paths become file URLs on every OS.
import { describe, expect, it } from 'vitest'
import { pathToFileURL } from 'node:url'
import { electronOutcome, importUrl, isSandboxFailure, nodeCanInstall } from '../../../src-main/launcher/outcome.mjs'

describe('how an Electron run ended', () => {
  it('exit 0 is done after the window, or when main handed over to a running instance; else the browser host', () => {
    expect(electronOutcome({ code: 0, signal: null, ready: true })).toEqual({ kind: 'done', exitCode: 0 })
    expect(electronOutcome({ code: 0, signal: null, ready: false, handedOver: true })).toEqual({
      kind: 'done',
      exitCode: 0
    })
    expect(electronOutcome({ code: 0, signal: null, ready: false })).toMatchObject({
      kind: 'fallback',
      why: 'Electron exited with code 0 before its window opened'
    })
  })

  it('no window within the time limit is a fallback, however Electron then ended', () => {
    expect(electronOutcome({ code: null, signal: 'SIGTERM', ready: false, timedOutMs: 60_000 })).toMatchObject({
      kind: 'fallback',
      why: 'Electron did not open its window within 60 s'
    })
  })

  it('exit 3 after the window is main’s NOT SAVED: passed on, not called a crash', () => {
    expect(electronOutcome({ code: 3, signal: null, ready: true })).toEqual({ kind: 'done', exitCode: 3 })
  })

  it('death by a signal is never success (the old launcher exited 0)', () => {
    for (const signal of ['SIGSEGV', 'SIGABRT', 'SIGKILL', 'SIGTRAP'] as const) {
      const after = electronOutcome({ code: null, signal, ready: true, log: '/u/logs/main.log' })
      expect(after.kind).toBe('failed')
      expect(after.exitCode).toBeGreaterThan(128)
      expect(after.message).toContain('/u/logs/main.log')
      expect(electronOutcome({ code: null, signal, ready: false }).kind).toBe('fallback')
    }
    expect(electronOutcome({ code: null, signal: 'SIGSEGV', ready: true }).exitCode).toBe(139)
    expect(electronOutcome({ code: 3, signal: null, ready: true }).exitCode).toBe(3)
  })

  it('recognises the sandbox case: SIGTRAP, or Chromium’s own message', () => {
    expect(electronOutcome({ code: null, signal: 'SIGTRAP', ready: false }).sandbox).toBe(true)
    expect(
      isSandboxFailure({
        signal: null,
        stderr:
          'FATAL:setuid_sandbox_host.cc(158)] The SUID sandbox helper binary was found, but is not configured correctly.'
      })
    ).toBe(true)
    expect(electronOutcome({ code: 1, signal: null, ready: false, stderr: 'boom' }).sandbox).toBe(false)
  })
})

describe('Node for Electron’s installer (>= 22.12)', () => {
  it.each([
    ['20.19.5', false],
    ['22.11.0', false],
    ['22.12.0', true],
    ['24.1.0', true]
  ])('%s → %s', (version, ok) => expect(nodeCanInstall(version)).toBe(ok))
})

describe('paths as ESM specifiers are file URLs', () => {
  it.each([
    ['C:\\Users\\Gm\\encumbrance\\src-main\\web\\serve.ts', 'file:///C:/Users/Gm/encumbrance/src-main/web/serve.ts'],
    ['c:\\Users\\Jean Dupont\\Jeux\\é\\serve.ts', 'file:///C:/Users/Jean%20Dupont/Jeux/%C3%A9/serve.ts'],
    ['D:/apps/enc/serve.ts', 'file:///D:/apps/enc/serve.ts'],
    ['\\\\nas\\share\\enc\\serve.ts', 'file://nas/share/enc/serve.ts'],
    ['C:\\a#b\\50%\\serve.ts', 'file:///C:/a%23b/50%25/serve.ts']
  ])('Windows %s', (path, url) => expect(importUrl(path, 'win32')).toBe(url))

  it.each([
    '/Users/gm/Library/Application Support/Encumbrance/serve.ts',
    '/Users/gm/Jeux de rôle/#1/serve.ts',
    '/home/gm/enc/src-main/web/serve.ts'
  ])('macOS and Linux %s, as Node’s pathToFileURL', (path) => {
    expect(importUrl(path, 'darwin')).toBe(pathToFileURL(path).href)
    expect(importUrl(path, 'linux')).toBe(pathToFileURL(path).href)
  })

  it('refuses a relative path', () => {
    expect(() => importUrl('serve.ts', 'win32')).toThrow()
    expect(() => importUrl('serve.ts', 'darwin')).toThrow()
  })
})
