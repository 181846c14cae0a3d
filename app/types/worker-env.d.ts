import type { JobMessage } from '../jobs/messages'
import type { ChatRoomRpc } from '../models/buddy-chat.server'
import type { FamilyChannelRpc } from '../models/family-notify.server'

declare global {
  /** The Worker's bindings, as wrangler.toml declares them. */
  interface WorkerBindings {
    DB: D1Database
    MEDIA: R2Bucket
    JOBS: Queue<JobMessage>
    ASSETS: Fetcher
    FAMILY_CHANNEL: DurableObjectNamespace<FamilyChannelRpc>
    CHAT_ROOM: DurableObjectNamespace<ChatRoomRpc>
    [variable: string]: unknown
  }
  namespace Cloudflare {
    // Typing for `env` from cloudflare:test.
    interface Env extends WorkerBindings {}
  }
}

export {}
