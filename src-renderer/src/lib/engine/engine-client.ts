// Starts the engine worker and returns its async API.
import { wrap, type Remote } from 'comlink'
import type { EngineApi } from './worker'
import type { EvaluateInput } from '@shared/rules'
import type { EvalResult } from './party'

export type Evaluator = (inputs: EvaluateInput[]) => Promise<EvalResult[]>

export function startEngineWorker(): { evaluate: Evaluator; terminate: () => void } {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'engine' })
  const remote: Remote<EngineApi> = wrap<EngineApi>(worker)
  return { evaluate: (inputs) => remote.evaluateParty(inputs), terminate: () => worker.terminate() }
}
