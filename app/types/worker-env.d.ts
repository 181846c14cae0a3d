import type { ChatRoom } from '../../workers/chat-room'
import type { FamilyChannel } from '../../workers/family-channel'
import type { JobMessage } from '../jobs/messages'

declare global {
  /** The Worker's bindings, as wrangler.toml declares them. */
  interface WorkerBindings {
    DB: D1Database
    MEDIA: R2Bucket
    JOBS: Queue<JobMessage>
    ASSETS: Fetcher
    FAMILY_CHANNEL: DurableObjectNamespace<FamilyChannel>
    CHAT_ROOM: DurableObjectNamespace<ChatRoom>
    [variable: string]: unknown
  }
  namespace Cloudflare {
    // Typing for `env` from cloudflare:test.
    interface Env extends WorkerBindings {}
  }
}

export {}
