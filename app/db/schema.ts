import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/** Milliseconds since the epoch, set by SQLite when the row is written. */
const timestamp = (column: string) =>
  integer(column, { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`)
const createdAt = () => timestamp('created_at')
const updatedAt = () => timestamp('updated_at')

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    profileImageUrl: text('profile_image_url'),
    credits: integer('credits').notNull().default(0),
    isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
    /**
     * When the address was last proved to be the parent's (a code sent to it was entered, or Google
     * vouched for it). Null for an address nobody proved: Google sign-in never attaches to it.
     */
    emailVerifiedAt: integer('email_verified_at', { mode: 'timestamp_ms' }),
    /** The unguessable code in this parent's referral link (never the user id). */
    referralCode: text('referral_code'),
    /** Set when the parent unsubscribed from the monthly newsletter (one-click link or Profile tab). */
    newsletterUnsubscribedAt: integer('newsletter_unsubscribed_at', { mode: 'timestamp_ms' }),
    /** Set when the welcome e-mail was written (on the first child): it goes once per account. */
    welcomeEmailedAt: integer('welcome_emailed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
    // The admin's user list pages through the newest accounts first.
    index('users_created_idx').on(t.createdAt),
  ],
)

/** The cookie holds a random token; only its SHA-256 hash is stored, so a database leak opens no session. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    /**
     * When the parent last proved the address with a code in this session (null: at sign-in, its
     * createdAt). Destructive admin actions ask for a fresh code past 15 minutes (step-up.server.ts).
     */
    verifiedAt: integer('verified_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/** Every change of a user's credit balance, written in the same batch as the balance update. */
export const creditLedger = sqliteTable(
  'credit_ledger',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [index('credit_ledger_user_idx').on(t.userId), index('credit_ledger_reference_idx').on(t.reference)],
)

export const userRegions = sqliteTable(
  'user_regions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    region: text('region').notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.region] })],
)

/**
 * One-time codes e-mailed to an address; the code itself is never stored, only its hash. A
 * `sign-in` code opens a session for `email`; an `email-change` code moves `user_id`'s account to
 * `email`, and only that account can use it.
 */
export const loginCodes = sqliteTable(
  'login_codes',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose', { enum: ['sign-in', 'email-change', 'step-up'] })
      .notNull()
      .default('sign-in'),
    // No foreign key: SQLite cannot add one with a cascade to an existing table. Deleting an account
    // deletes its codes itself, and the cron purges expired ones.
    userId: text('user_id'),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: integer('consumed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('login_codes_email_idx').on(t.email)],
)

/** Fixed-window counters for rate limits, keyed by what is limited (e.g. "code-email:a@b.c"). */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
})

export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** Extra headers for the mailer, e.g. the newsletter's List-Unsubscribe pair. */
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
    /**
     * Names an e-mail that must be written at most once (`story-completion:{storyId}`,
     * `newsletter:{id}:{userId}`): a second insert with the same key writes nothing.
     */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('email_outbox_to_idx').on(t.to), uniqueIndex('email_outbox_dedupe_key_unique').on(t.dedupeKey)],
)

/** A parent's child. Children never sign in; their parent's session acts for them. */
export const children = sqliteTable(
  'children',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A calendar date, YYYY-MM-DD: no time zone can move it. */
    birthday: text('birthday').notNull(),
    /** Kid-safe handle for Trail Buddies, made from words; never derived from the parent's e-mail. */
    username: text('username').notNull(),
    consentedAt: integer('consented_at', { mode: 'timestamp_ms' }).notNull(),
    /** Reading settings (app/utils/reading-settings.ts): they apply to the reader, summary, quiz and PDF. */
    readingSize: text('reading_size', { enum: ['standard', 'large', 'largest'] }).notNull().default('standard'),
    readingFont: text('reading_font', { enum: ['house', 'lexend', 'opendyslexic'] }).notNull().default('house'),
    readingSpacing: text('reading_spacing', { enum: ['standard', 'relaxed'] }).notNull().default('standard'),
    /** Calm reading: no motion, no sounds. */
    readingCalm: integer('reading_calm', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('children_user_idx').on(t.userId), uniqueIndex('children_username_unique').on(t.username)],
)

export type ChildRow = typeof children.$inferSelect

/**
 * A story belongs to one child and one park. Its id is a random token (unguessable); the owning
 * parent is stored too, so every query can carry the owner in its where clause.
 */
export const stories = sqliteTable(
  'stories',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    parkId: text('park_id').notNull(),
    title: text('title'),
    characterId: text('character_id').notNull(),
    sidekickId: text('sidekick_id').notNull(),
    isCompleted: integer('is_completed', { mode: 'boolean' }).notNull().default(false),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    /** Set when the parent shares the story: only then does its public read-only page exist. */
    sharedAt: integer('shared_at', { mode: 'timestamp_ms' }),
    /**
     * The unguessable token in the public link (`/story/{shareToken}/summary`), apart from the story
     * id so the parent can rotate it: a new token makes the old link a 404.
     */
    shareToken: text('share_token'),
    /**
     * The written adventure the story plays (its file name in the park's content folder), chosen when
     * chapter 1 is written; null for a story of a park without adventures, or begun before it had them.
     */
    adventure: text('adventure'),
    /** The parent ticked "Include our photos" when sharing: only then do uploaded photos show on the public page. */
    sharePhotos: integer('share_photos', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stories_child_idx').on(t.childId),
    index('stories_user_idx').on(t.userId),
    uniqueIndex('stories_share_token_unique').on(t.shareToken),
  ],
)

export interface ChapterImage {
  paragraphIndex: number
  url: string
}

/**
 * One chapter. Written by the queue: `pending` until the writer answers, then `ready`, or `failed`
 * (with its credit refunded). Chapters left behind when a child chooses differently keep their rows
 * with `archivedAt` set: they are the story's previous path.
 */
export const chapters = sqliteTable(
  'chapters',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    storyId: text('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    /** The option chosen at the end of the previous chapter that led here. */
    choice: text('choice'),
    isFinal: integer('is_final', { mode: 'boolean' }).notNull().default(false),
    text: text('text').notNull().default(''),
    facts: text('facts', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    options: text('options', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    imageUrls: text('image_urls', { mode: 'json' }).$type<ChapterImage[]>().notNull().default(sql`'[]'`),
    writer: text('writer'),
    error: text('error'),
    /** When the sweep sent its job again because the first one never finished (chapter-writing.server.ts). */
    requeuedAt: integer('requeued_at', { mode: 'timestamp_ms' }),
    archivedAt: integer('archived_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    readyAt: integer('ready_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('chapters_story_idx').on(t.storyId),
    index('chapters_status_idx').on(t.status),
    // One live chapter per position: a second request for the same next chapter cannot slip in.
    uniqueIndex('chapters_live_number_unique').on(t.storyId, t.number).where(sql`archived_at is null`),
  ],
)

/**
 * Pictures a family put into R2 (uploads, AI pictures): whose they are, which child they were made
 * for, and their size for the family's storage quota. Chapters point at them by URL; a picture is
 * removed when nothing points at it any more.
 */
export const familyMedia = sqliteTable(
  'family_media',
  {
    key: text('key').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['upload', 'built-in', 'openai'] }).notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('family_media_user_idx').on(t.userId), index('family_media_child_idx').on(t.childId)],
)

export type FamilyMediaRow = typeof familyMedia.$inferSelect

/** Story-generation prompt templates (spec 2.20); exactly one is the default. */
export const storyTemplates = sqliteTable(
  'story_templates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    template: text('template').notNull(),
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // At most one default, whatever races: moving it is one batch (story-template.server.ts).
  (t) => [uniqueIndex('story_templates_one_default').on(t.isDefault).where(sql`is_default = 1`)],
)

export interface StoredQuizQuestion {
  question: string
  options: string[]
  correctAnswer: number
  explanation: string
  kind: string
}

/** A park quiz for one child. Made on the queue; scored by the server from the stored answers. */
export const quizzes = sqliteTable(
  'quizzes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    parkId: text('park_id').notNull(),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    questions: text('questions', { mode: 'json' }).$type<StoredQuizQuestion[]>().notNull().default(sql`'[]'`),
    userAnswers: text('user_answers', { mode: 'json' }).$type<number[] | null>(),
    score: integer('score'),
    passed: integer('passed', { mode: 'boolean' }),
    maker: text('maker'),
    error: text('error'),
    /** When the sweep sent its job again because the first one never finished (quiz.server.ts). */
    requeuedAt: integer('requeued_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('quizzes_child_park_idx').on(t.childId, t.parkId), index('quizzes_status_idx').on(t.status)],
)

/** A park Explorer badge: earned once, when a child has a completed story and a passed quiz for the park. */
export const badges = sqliteTable(
  'badges',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    parkId: text('park_id').notNull(),
    badgeName: text('badge_name').notNull(),
    quizScore: integer('quiz_score').notNull(),
    earnedAt: timestamp('earned_at'),
  },
  (t) => [uniqueIndex('badges_child_park_unique').on(t.childId, t.parkId)],
)

/**
 * A purchase: what the parent asked to buy, priced by the server. Fulfilled once, from the payment
 * provider's signed event. When a family deletes its account the row stays for the accounts, with
 * no owner.
 */
export const purchases = sqliteTable(
  'purchases',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['credits', 'region'] }).notNull(),
    region: text('region'),
    credits: integer('credits').notNull(),
    /** Before any discount, in cents. */
    listCents: integer('list_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** What the parent pays, in cents (USD). */
    amountCents: integer('amount_cents').notNull(),
    discountCode: text('discount_code'),
    status: text('status', { enum: ['pending', 'succeeded', 'refunded', 'failed', 'refused'] })
      .notNull()
      .default('pending'),
    /**
     * Why a paid purchase was not fulfilled: its discount code ran out, or its region was already
     * unlocked by another purchase. A refused card payment is refunded (purchase.server.ts).
     */
    refusal: text('refusal', { enum: ['code-used-up', 'region-owned'] }),
    /**
     * Until when this checkout holds one use of its limited discount code, so that a code with
     * uses left is never promised to more checkouts than it has uses (purchase.server.ts).
     */
    holdUntil: integer('hold_until', { mode: 'timestamp_ms' }),
    provider: text('provider', { enum: ['test', 'stripe', 'free'] }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** The event that fulfilled it: set in the same batch that grants the credits. */
    fulfilledByEvent: text('fulfilled_by_event'),
    fulfilledAt: integer('fulfilled_at', { mode: 'timestamp_ms' }),
    /** The refund event that took it back (also before it succeeded: then it is never fulfilled). */
    refundedByEvent: text('refunded_by_event'),
    refundedAt: integer('refunded_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('purchases_user_idx').on(t.userId),
    uniqueIndex('purchases_provider_payment_unique').on(t.providerPaymentId),
    index('purchases_discount_code_idx').on(t.discountCode, t.status),
  ],
)

/** Every payment event handled, by the provider's event id: a replayed event changes nothing. */
export const paymentEvents = sqliteTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  paymentId: text('payment_id'),
  createdAt: createdAt(),
})

/** Discount codes, checked and counted by the server (DESIGN.md section 5). Codes are stored uppercase. */
export const discountCodes = sqliteTable(
  'discount_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    code: text('code').notNull(),
    /** Fixed dollars off, in cents; or a percentage; exactly one is set. */
    discountCents: integer('discount_cents'),
    discountPercent: integer('discount_percent'),
    /** Null means unlimited. */
    maxUsage: integer('max_usage'),
    usageCount: integer('usage_count').notNull().default(0),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('discount_codes_code_unique').on(t.code)],
)

/**
 * Every mailbox that has brought in a referral bonus, as a hash of its canonical form (no "+tag", no
 * dots where the provider ignores them: referral.server.ts), so one mailbox earns one bonus however
 * many addresses it has, even after its account is deleted; the hash keeps no address.
 */
export const referredMailboxes = sqliteTable('referred_mailboxes', {
  mailboxHash: text('mailbox_hash').primaryKey(),
  createdAt: createdAt(),
})

/** A friend who signed up through a parent's referral link: once per friend. */
export const referrals = sqliteTable(
  'referrals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: text('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whether the inviter's 5 credits were given (not past the monthly cap). */
    inviterRewarded: integer('inviter_rewarded', { mode: 'boolean' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referrals_friend_unique').on(t.friendId), index('referrals_inviter_idx').on(t.inviterId, t.createdAt)],
)

/**
 * What admins did (spec 2.20): who, what, to which record, when. A target is named by its id only:
 * the list looks up the current e-mail of a user who still exists, so deleting a family leaves no
 * personal data behind here.
 */
export const adminAuditLog = sqliteTable('admin_audit_log', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
  adminEmail: text('admin_email').notNull(),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id'),
  details: text('details', { mode: 'json' }).$type<Record<string, string | number | boolean | null>>().notNull().default(sql`'{}'`),
  createdAt: createdAt(),
})

/**
 * The stored family e-mail templates (spec 2.20), one per kind, seeded from the React Email
 * defaults. Without a row the built-in design is used.
 */
export const emailTemplates = sqliteTable(
  'email_templates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['welcome', 'story-completion', 'friend-request', 'newsletter'] }).notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('email_templates_kind_unique').on(t.kind)],
)

/**
 * One monthly newsletter: at most one per month, its content frozen when it was started so every
 * family gets the same one, and fanned out over the JOBS queue in batches.
 */
export const newsletters = sqliteTable(
  'newsletters',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** YYYY-MM. */
    month: text('month').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    /** The values every copy shares (park of the month...); each family adds its own. */
    sharedValues: text('shared_values', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    /** The site address for links, as the admin who started it saw it. */
    origin: text('origin').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    batchCount: integer('batch_count').notNull(),
    sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletters_month_unique').on(t.month)],
)

export type PurchaseRow = typeof purchases.$inferSelect
export type DiscountCodeRow = typeof discountCodes.$inferSelect
export type QuizRow = typeof quizzes.$inferSelect
export type BadgeRow = typeof badges.$inferSelect
export type StoryRow = typeof stories.$inferSelect
export type ChapterRow = typeof chapters.$inferSelect
export type UserRow = typeof users.$inferSelect
export type EmailOutboxRow = typeof emailOutbox.$inferSelect

/**
 * A Trail Buddy request from one child to another, answered by the receiving child's parent. A pair
 * has at most one pending request at a time; answered requests stay until either child is deleted.
 */
export const buddyRequests = sqliteTable(
  'buddy_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    senderChildId: integer('sender_child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    receiverChildId: integer('receiver_child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    respondedAt: integer('responded_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('buddy_requests_pending_unique').on(t.senderChildId, t.receiverChildId).where(sql`status = 'pending'`),
    index('buddy_requests_receiver_idx').on(t.receiverChildId, t.status),
    index('buddy_requests_sender_idx').on(t.senderChildId),
  ],
)

/**
 * Two Trail Buddies: one row from each child's side, written and deleted together. Both rows name
 * the same chat room (a random id: a new friendship never reopens an old room) and hold what that
 * child has not read yet.
 */
export const buddies = sqliteTable(
  'buddies',
  {
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    buddyChildId: integer('buddy_child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    roomId: text('room_id').notNull(),
    /** Messages from the buddy this child has not seen yet. */
    unreadCount: integer('unread_count').notNull().default(0),
    lastMessageAt: integer('last_message_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.buddyChildId] }), index('buddies_buddy_idx').on(t.buddyChildId), index('buddies_room_idx').on(t.roomId)],
)

/** A username a parent blocked for one of their children: no requests or messages from it, either way. */
export const buddyBlocks = sqliteTable(
  'buddy_blocks',
  {
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    blockedChildId: integer('blocked_child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.blockedChildId] }), index('buddy_blocks_blocked_idx').on(t.blockedChildId)],
)

export type BuddyRequestRow = typeof buddyRequests.$inferSelect
export type BuddyRow = typeof buddies.$inferSelect
export type AdminAuditRow = typeof adminAuditLog.$inferSelect
export type EmailTemplateRow = typeof emailTemplates.$inferSelect
export type StoryTemplateRow = typeof storyTemplates.$inferSelect
export type NewsletterRow = typeof newsletters.$inferSelect
