// What the GM shares with the players (issue 27): each part can be hidden.
import { z } from 'zod'

export const ShareSettingsSchema = z
  .object({
    /** No values (gp) anywhere in the players' views. */
    hideValues: z.boolean(),
    /** No other party member (their names and tiers) in a player's view. */
    hideOthers: z.boolean(),
    /** No stash lines (nor claims) in the players' views. */
    hideStash: z.boolean()
  })
  .strict()
export type ShareSettings = z.infer<typeof ShareSettingsSchema>

export const DEFAULT_SHARE_SETTINGS: Readonly<ShareSettings> = Object.freeze({
  hideValues: false,
  hideOthers: false,
  hideStash: false
})
