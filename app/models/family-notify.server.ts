import type { LiveMessage, NotifyFamily } from './family-events'

/**
 * What the app calls on a family's channel, besides the socket's `fetch`: the Durable Object lives with
 * the Worker (workers/family-channel.ts `FamilyChannel` implements this). Answers how many pages heard it.
 */
export interface FamilyChannelRpc extends Rpc.DurableObjectBranded {
  notify(message: LiveMessage): Promise<number>
}

/**
 * Tells a family's open pages what just happened, through the family's channel (one Durable Object
 * per parent). With the bookmark of what the teller wrote, the pages read at least that far. Never
 * throws: a page that misses an event reads again when it next loads, or polls while it waits.
 */
export function familyNotifier(channels: DurableObjectNamespace<FamilyChannelRpc>, bookmark: () => string | null | undefined = () => undefined): NotifyFamily {
  return async (userId, event) => {
    try {
      await channels.get(channels.idFromName(userId)).notify({ ...event, bookmark: bookmark() ?? undefined })
    } catch (error) {
      console.warn(`[live] could not tell the family: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}
