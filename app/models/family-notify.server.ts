import type { FamilyChannel } from '../../workers/family-channel'
import type { NotifyFamily } from './family-events'

/**
 * Tells a family's open pages what just happened, through the family's channel (one Durable Object
 * per parent). With the bookmark of what the teller wrote, the pages read at least that far. Never
 * throws: a page that misses an event reads again when it next loads, or polls while it waits.
 */
export function familyNotifier(channels: DurableObjectNamespace<FamilyChannel>, bookmark: () => string | null | undefined = () => undefined): NotifyFamily {
  return async (userId, event) => {
    try {
      await channels.get(channels.idFromName(userId)).notify({ ...event, bookmark: bookmark() ?? undefined })
    } catch (error) {
      console.warn(`[live] could not tell the family: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}
