// @vitest-environment jsdom
// Issue 28 items 2–3 on the real main-side stack in-process (files-fixture.ts): the level edited on the sheet is one
// undoable character/update op and the figure follows the table; the house rules set the table's scale and level 1's
// wealth (campaign/setWealth), a bad figure said where it was typed; the wealth view's CSV goes through the contract.
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import IdentityForm from '../../../src-renderer/src/lib/components/IdentityForm.svelte'
import RulesView from '../../../src-renderer/src/lib/components/RulesView.svelte'
import WealthView from '../../../src-renderer/src/lib/components/WealthView.svelte'
import { wealthOf } from '@shared/wealth'
import { contexts } from './contexts'
import { startStack, type Stack } from './files-fixture'
import { parseCsv } from '../export/helpers'

let stack: Stack
beforeEach(async () => {
  localStorage.clear()
  stack = await startStack()
})
afterEach(() => stack.close())

const squash = (t: string | null): string =>
  (t ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('the level on the sheet', () => {
  it('4 → 5: the expected wealth goes 6 000 → 10 500 po; one undo step takes it back; the file keeps it', async () => {
    const { app } = await stack.setup('web', 'fr')
    const valeros = () => app.real.campaign!.characters.find((c) => c.name === 'Valeros')!
    const { container, rerender } = render(IdentityForm, { props: { character: valeros() } }, contexts({ app }))
    const level = screen.getByRole('combobox', { name: 'Niveau' }) as HTMLSelectElement
    expect(level.value).toBe('') // no level yet: said plainly, nothing made up
    expect(squash(container.querySelector('[data-wealth] .amount')!.textContent)).toMatch(/^[\d ]+ po · sans niveau$/)

    await fireEvent.change(level, { target: { value: '4' } })
    await waitFor(() => expect(valeros().level).toBe(4))
    await rerender({ character: valeros() })
    const have = squash(`${Math.round(wealthOf(app.real.campaign!, valeros().id)).toLocaleString('fr-FR')} po`)
    expect(squash(container.querySelector('[data-wealth] .amount')!.textContent)).toContain(`${have} / 6 000 po · `)

    await fireEvent.change(level, { target: { value: '5' } })
    await waitFor(() => expect(valeros().level).toBe(5))
    await rerender({ character: valeros() })
    expect(squash(container.querySelector('[data-wealth] .amount')!.textContent)).toContain(`${have} / 10 500 po · `)
    await app.real.settled()
    expect((await stack.onDisk()).characters.find((c) => c.name === 'Valeros')!.level).toBe(5)

    app.undo()
    await waitFor(() => expect(valeros().level).toBe(4))
    app.undo()
    await waitFor(() => expect(valeros().level).toBeUndefined())
  })

  it('a bearer has no level: its load counts in its owner’s wealth', async () => {
    const { app } = await stack.setup('web', 'en')
    const owner = app.real.campaign!.characters[0]!
    app.updateCharacter(app.real.campaign!.characters[1]!.id, { bearer: 'mount', owner: owner.id })
    await waitFor(() => expect(app.real.campaign!.characters[1]!.bearer).toBe('mount'))
    render(IdentityForm, { props: { character: app.real.campaign!.characters[1]! } }, contexts({ app }))
    expect(screen.queryByRole('combobox', { name: 'Level' })).toBeNull()
  })
})

describe('the house rules’ wealth by level', () => {
  it('the scale and level 1’s wealth are campaign/setWealth edits; a bad figure is said under its field and kept', async () => {
    const { app } = await stack.setup('web', 'fr')
    render(RulesView, {}, contexts({ app }))
    await fireEvent.click(screen.getByRole('radio', { name: 'Haute fantasy (×2)' }))
    await waitFor(() => expect(app.real.campaign!.wealth?.scale).toBe('high'))
    const field = screen.getByRole('textbox', {
      name: 'Niveau 1 (richesse de départ de la classe, po)'
    }) as HTMLInputElement
    await fireEvent.change(field, { target: { value: 'cent' } })
    expect(screen.getByRole('alert').textContent).toBe('Indiquez la richesse du niveau 1 en po, 0 ou plus.')
    expect(field.value).toBe('cent') // nothing typed is lost
    expect(field.getAttribute('aria-invalid')).toBe('true')
    await fireEvent.change(field, { target: { value: '1 500' } })
    await waitFor(() => expect(app.real.campaign!.wealth?.startingGp).toBe(1500))
    expect(screen.queryByRole('alert')).toBeNull()
    await app.real.settled()
    expect((await stack.onDisk()).wealth).toEqual({ scale: 'high', startingGp: 1500 })
  })
})

describe('the wealth view', () => {
  it('lists every character against the table and exports the value received as CSV through the contract', async () => {
    const { app, files, io } = await stack.setup('web', 'en')
    render(WealthView, {}, contexts({ app, files }))
    const table = document.querySelector('[data-wealth-table]')!
    const names = [...table.querySelectorAll('tbody th')].map((th) => th.textContent)
    expect(names).toEqual(app.real.campaign!.characters.map((c) => c.name))
    await fireEvent.click(screen.getByRole('button', { name: 'Export as CSV' }))
    await waitFor(() => expect(io.downloads).toHaveLength(1))
    expect(io.downloads[0]!.fileName).toBe('Rise of the Runelords - received.csv')
    const rows = parseCsv(io.downloads[0]!.data.slice(1), ',')
    expect(rows[0]).toEqual(['Session', 'Date', ...names])
    expect(rows.at(-2)![0]).toBe('Total')
    expect(rows.at(-1)![0]).toBe('Gap to the mean')
  })
})
