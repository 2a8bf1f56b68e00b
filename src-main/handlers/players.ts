// The `players/*` channels (issue 27): the GM's side of sharing with the players, over the same dispatch
// and sender checks as every other channel. The sharing itself: src-main/players/sharing.ts.
import type { Handlers } from '@shared/contract'
import type { PlayerSharing } from '../players/sharing'

type PlayerChannel = Extract<keyof Handlers, `players/${string}`>

export function createPlayerHandlers(sharing: PlayerSharing): Pick<Handlers, PlayerChannel> {
  return {
    'players/interfaces': async () => sharing.interfaces(),
    'players/start': async (input) => sharing.start(input),
    'players/stop': async () => sharing.stop(),
    'players/status': async () => sharing.status(),
    'players/renew-token': async ({ characterId }) => sharing.renew(characterId),
    'players/revoke-token': async ({ characterId }) => sharing.revoke(characterId),
    'players/claims': async () => sharing.claims(),
    'players/use-decide': async ({ id, approve }) => sharing.decide(id, approve)
  }
}
