import { hasProfanity } from './profanity.server'

/**
 * The Trail Buddies safety filter. Every chat message passes it before it is stored or delivered
 * (DESIGN.md section 6): profanity (obscenity, shared with usernames) and personal information in
 * its many disguises: phone numbers typed, spelled out or mixed ("555 one 2 three"), e-mail
 * addresses ("sam at gmail dot com"), street addresses, schools, links and domains, handles on other
 * apps, invitations to meet or to move somewhere else, and asks to keep secrets from grown-ups.
 *
 * It reads a message several ways at once: as typed, lowercased and normalised (look-alike
 * characters, invisible characters and keycap emoji undone), with spaced-out letters joined
 * ("g m a i l"), and as one run of letters and digits. It errs towards blocking: a child is told
 * kindly why and can say it another way; the corpus in test/fixtures pins both sides.
 */

export const MESSAGE_MAX_LENGTH = 500

export type ChatBlockReason = 'profanity' | 'personal-info' | 'meeting' | 'secret'

export type ChatCheck =
  | { ok: true; content: string }
  | { ok: false; reason: 'empty' | 'too-long'; message: string }
  | { ok: false; reason: ChatBlockReason; message: string; detail: string }

/** What the child is told, in words a 5-year-old can follow with a grown-up. */
export const CHAT_BLOCK_MESSAGES: Record<ChatBlockReason | 'empty' | 'too-long', string> = {
  empty: 'Please type a message first.',
  'too-long': `That message is a bit long. Please keep it under ${MESSAGE_MAX_LENGTH} characters.`,
  profanity: "Let's keep our words kind. Can you say that a different way?",
  'personal-info':
    "Let's keep personal information private. Phone numbers, e-mail addresses, home addresses, schools, links and names on other apps stay out of Trail Buddies chats.",
  meeting:
    "Let's keep our adventures here in Story Trails. Meeting up, calls, photos and other apps are things only grown-ups can arrange.",
  secret: "Trail Buddies don't keep secrets from grown-ups. If something feels worrying, please tell a grown-up you trust.",
}

// ---------------------------------------------------------------------------------------------
// Reading the message

/** Lowercase, look-alikes folded (NFKC), invisible characters and emoji keycaps removed, quotes plain. */
export function normalise(text: string) {
  return text
    .normalize('NFKC')
    // Invisible format characters (zero-width spaces, soft hyphens) and marks (emoji variation
    // selectors, the keycap of 5️⃣) go, so "5\u20E3" reads as "5".
    .replace(/[\p{Cf}\p{M}]/gu, '')
    .replace(/[\u2018\u2019\u02BC`´]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .toLowerCase()
}

/**
 * Joins runs of three or more single characters separated by spaces, dots or dashes, so that
 * "g m a i l", "5 5 5" and "w.w.w" read as words: "gmail", "555", "www".
 */
export function joinSpacedLetters(text: string) {
  return text.replace(/(?<![a-z0-9])[a-z0-9](?:[ .\-_*]{1,3}[a-z0-9](?![a-z0-9])){2,}/g, (run) => run.replace(/[ .\-_*]/g, ''))
}

// ---------------------------------------------------------------------------------------------
// Phone numbers

const UNITS: Record<string, string> = {
  zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
}
const TEENS: Record<string, string> = {
  ten: '10', eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16', seventeen: '17', eighteen: '18', nineteen: '19',
}
const TENS: Record<string, string> = {
  twenty: '2', thirty: '3', forty: '4', fourty: '4', fifty: '5', sixty: '6', seventy: '7', eighty: '8', ninety: '9',
}
/** Sound-alikes that stand for a digit only between other digits ("five five five to one..."). */
const SOUND_ALIKES: Record<string, string> = { oh: '0', o: '0', won: '1', to: '2', too: '2', for: '4', fore: '4', ate: '8', nein: '9' }
/** Words that join the parts of a number without being digits. */
const CONNECTORS = new Set(['dash', 'hyphen', 'space', 'then'])
/** A number followed by one of these is a quantity, not a phone number. */
const QUANTITY_WORDS = new Set([
  'years', 'year', 'miles', 'mile', 'feet', 'foot', 'ft', 'meters', 'metres', 'km', 'acres', 'acre', 'people', 'visitors', 'points',
  'degrees', 'times', 'dollars', 'steps', 'pounds', 'lbs', 'kg', 'gallons', 'million', 'billion', 'thousand', 'hundred', 'percent',
])
/** Words that mean someone is sharing or asking for a number. */
const CONTACT_CUES = /\b(?:phone|number|numbers|cell|mobile|call|text|txt|digits|dial|ring|whatsapp|reach me|my num)\b/

const NUMBER_WORDS = [...Object.keys(UNITS), ...Object.keys(TEENS), ...Object.keys(TENS)].sort((a, b) => b.length - a.length)

/**
 * The digits a token stands for, or null: "555" -> "555", "five" -> "5", "fifty" -> "50"
 * (or "5" before a unit), "fivefive" and "5five5" -> "55" and "555".
 */
function tokenDigits(token: string, nextIsUnit: boolean): string | null {
  if (/^\d+$/.test(token)) return token
  if (token in UNITS) return UNITS[token]
  if (token in TEENS) return TEENS[token]
  if (token in TENS) return nextIsUnit ? TENS[token] : `${TENS[token]}0`
  // A token made only of digits and number words typed together ("fivefive", "5five5", "53o9"); an
  // "o" or "oh" counts as zero only beside other digits there.
  let digits = ''
  let parts = 0
  let zeros = 0
  let rest = token
  while (rest) {
    const digit = rest.match(/^\d+/)
    if (digit) {
      digits += digit[0]
      parts++
      rest = rest.slice(digit[0].length)
      continue
    }
    const word = NUMBER_WORDS.find((candidate) => rest.startsWith(candidate))
    if (word) {
      digits += UNITS[word] ?? TEENS[word] ?? `${TENS[word]}0`
      parts++
      rest = rest.slice(word.length)
      continue
    }
    const zero = rest.match(/^oh?/)
    if (!zero) return null
    digits += '0'
    zeros++
    rest = rest.slice(zero[0].length)
  }
  // A plain word like "someone" never decomposes; "oneone" and "5o5" do, "ooo" does not.
  return parts >= 1 && parts + zeros >= 2 ? digits : null
}

interface NumberRun {
  digits: string
  /** Each token's value, to spot a child counting ("1 2 3 4 5 6 7"). */
  values: number[]
  quantity: boolean
}

/** Runs of digit tokens, allowing separators, "double five", connectors and sound-alikes inside a run. */
function numberRuns(text: string): NumberRun[] {
  // "2,219,791" is a quantity written with thousands separators; "10:30 am" is a time.
  const cleaned = text
    .replace(/\b\d{1,3}(?:,\d{3})+\b|\b[1-9]0{4,}\b/g, ' q ').replace(/\b\d{1,2}:\d{2}(?:\s*[ap]\.?m\b\.?)?/g, ' t ')
  const tokens = cleaned.split(/[^a-z0-9]+/).filter(Boolean)
  const runs: NumberRun[] = []
  let run: NumberRun | null = null
  let multiplier = 1
  const close = (quantity: boolean) => {
    if (run && run.digits) runs.push({ ...run, quantity })
    run = null
    multiplier = 1
  }
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]
    const next = tokens[i + 1] ?? ''
    if (token === 'double' || token === 'triple') {
      multiplier = token === 'double' ? 2 : 3
      run ??= { digits: '', values: [], quantity: false }
      continue
    }
    const digits = tokenDigits(token, next in UNITS)
    if (digits !== null) {
      run ??= { digits: '', values: [], quantity: false }
      run.digits += digits.repeat(multiplier)
      for (let m = 0; m < multiplier; m++) run.values.push(Number(digits))
      multiplier = 1
      continue
    }
    const previousIsDigit = run !== null && (run as NumberRun).digits.length > 0
    const nextDigits = next ? tokenDigits(next, false) ?? SOUND_ALIKES[next] ?? null : null
    // A sound-alike stands for a digit only among single digits ("five five five to one two").
    const previousSingle = previousIsDigit && String(run!.values[run!.values.length - 1]).length === 1
    if (previousSingle && token in SOUND_ALIKES && nextDigits?.length === 1) {
      run!.digits += SOUND_ALIKES[token]
      run!.values.push(Number(SOUND_ALIKES[token]))
      continue
    }
    if (previousIsDigit && CONNECTORS.has(token) && nextDigits !== null) continue
    close(QUANTITY_WORDS.has(token))
  }
  close(false)
  return runs
}

/** A child counting up or down ("1 2 3 4 5 6 7", "ten nine eight...") is not giving a number out. */
function isCounting(values: number[]) {
  if (values.length < 3) return false
  const step = values[1] - values[0]
  return (step === 1 || step === -1) && values.every((value, i) => i === 0 || value - values[i - 1] === step)
}

function findPhoneNumber(text: string) {
  const runs = numberRuns(text)
  for (const run of runs) {
    if (run.quantity || isCounting(run.values)) continue
    if (run.digits.length >= 7) return true
  }
  // Split up with words in between ("555 then 12 and 34 then 567"), but said to be a number.
  const total = runs.filter((run) => !run.quantity && !isCounting(run.values)).reduce((sum, run) => sum + run.digits.length, 0)
  return total >= 7 && CONTACT_CUES.test(text)
}

// ---------------------------------------------------------------------------------------------
// E-mail addresses, links and handles

const STRONG_TLDS = 'com|net|org|edu|gov|io|gg|tv|ly|app|xyz|info|biz|online|site|club'
const WEAK_TLDS = 'me|us|co|uk|ca|to|be|it|de|au|in'
const AT = String.raw`(?:@|\(at\)|\[at\]|\{at\}|<at>|\bat\b)`
const DOT = String.raw`(?:\.|\(dot\)|\[dot\]|\{dot\}|<dot>|\bdot\b|\bperiod\b)`
const MAIL_PROVIDERS = /(?:gmail|g mail|g-mail|gmial|hotmail|ymail|icloud|protonmail|proton mail|outlook ?\.? ?com|yahoo ?(?:\.|dot|mail)|aol ?(?:\.|dot|mail)|live ?(?:\.|dot) ?com|msn ?(?:\.|dot))/

const PHONE_ASKS = [
  /\b(?:my|your|ur|mom'?s|dad'?s|mum'?s|his|her)\s+(?:phone|cell|cellphone|mobile|home|house)\s*(?:number|#|no\b)/,
  /\b(?:your|ur)\s+(?:number|digits)\b|\bmy\s+(?:number|digits)\s+(?:is|=|:)/,
]

const EMAIL_PATTERNS = [
  new RegExp(String.raw`[a-z0-9._%+-]+\s*${AT}\s*[a-z0-9-]+(?:\s*${DOT}\s*[a-z]{2,})+`),
  /\b(?:my|your|ur|ma|mom'?s|dad'?s)\s+(?:e-?mail|email address|e-?mail addy)\b/,
  /\b(?:e-?mail|email)\s+(?:me|you|u)\b/,
  MAIL_PROVIDERS,
  /\bat\s+(?:yahoo|aol|outlook|msn|comcast|verizon|att)\b/,
]

const LINK_PATTERNS = [
  /\bhttps?\s*:?\s*\/\s*\//,
  /\bh\s*t\s*t\s*p\s*s?\b/,
  /\bwww\s*(?:\.|\bdot\b)/,
  new RegExp(String.raw`[a-z0-9-]{2,}\.(?:${STRONG_TLDS})\b`),
  new RegExp(String.raw`[a-z0-9-]{2,}\s*(?:\(dot\)|\[dot\]|\{dot\}|<dot>|\bdot\b)\s*(?:${STRONG_TLDS}|${WEAK_TLDS})\b`),
  new RegExp(String.raw`[a-z0-9-]{2,}\.(?:${WEAK_TLDS})\/`),
  /\b(?:bit\.ly|tinyurl|youtu\.be|discord\.gg|linktr\.ee)\b/,
  /\b(?:click|open|go to|visit|check out)\s+(?:this|my|the)\s+(?:link|site|website|page|url)\b/,
]

const PLATFORMS = String.raw`(?:insta(?:gram)?|snap(?:chat)?|tik ?tok|discord|whats ?app|telegram|kik|facebook|fb|messenger|twitter|youtube|yt|twitch|roblox|minecraft|fortnite|xbox|psn|playstation|wechat|skype|face ?time|imessage|pinterest|reddit|among us|animal jam|gamertag)`
const HANDLE_PATTERNS = [
  // An @handle (an e-mail address is caught above).
  /(?:^|[^a-z0-9._%+-])@[a-z0-9_.]{2,}/,
  new RegExp(String.raw`\b(?:add|follow|friend|find|dm|message|msg|text|sub(?:scribe)?(?: to)?)\s+(?:me|us)\b.{0,30}\b${PLATFORMS}\b`),
  new RegExp(String.raw`\b(?:my|our|your|ur)\s+${PLATFORMS}\s*(?:is|=|:|name|user ?name|gamertag|account|id|tag|handle|code|channel|server|profile)\b`),
  new RegExp(String.raw`\b${PLATFORMS}\s*(?:user ?name|name|gamertag|id|tag|handle|account|friend code|code|profile|channel|server)\b`),
  new RegExp(String.raw`\b${PLATFORMS}\s*[:=]\s*\S+`),
  new RegExp(String.raw`\bme\s+(?:on|in)\s+${PLATFORMS}\b`),
  /\b(?:my|your|ur)\s+(?:user ?name|gamertag|handle|friend code)\s+(?:is|on)\b/,
  /\b(?:subscribe|sub)\s+to\s+(?:me|my)\b|\bmy\s+(?:channel|server|vlog)\b/,
  new RegExp(String.raw`\b${PLATFORMS}\s+(?:me|us)\b`),
  new RegExp(String.raw`\b(?:what'?s|whats|wats|what is)\s+(?:your|ur)\s+${PLATFORMS}\b`),
  /\b(?:ig|sc|dc)\s*[:=]\s*\S+/,
  /\bhit\s+(?:me|us)\s+up\b/,
]

// ---------------------------------------------------------------------------------------------
// Addresses, schools and names

const STREET_SUFFIXES = String.raw`(?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|court|ct|place|pl|circle|cir|terrace|ter|parkway|pkwy|highway|hwy|crescent|cres|close|square|sq|way)`
const NOT_STREET_NAMES = new Set([
  'the', 'a', 'an', 'that', 'this', 'my', 'your', 'our', 'their', 'down', 'up', 'across', 'on', 'in', 'to', 'of', 'and', 'or', 'at', 'by',
  'miles', 'mile', 'feet', 'foot', 'meters', 'km', 'minutes', 'hours', 'days', 'steps', 'times', 'kids', 'cars', 'people', 'more', 'long',
  'all', 'whole', 'other', 'same', 'wrong', 'right', 'other', 'bison', 'elk', 'deer', 'bears', 'birds',
])
const US_STATES =
  'alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming'

function findStreetAddress(text: string) {
  // "42 maple street", "1234 n oak ave", "12 e. main st."
  const pattern = new RegExp(String.raw`\b\d{1,6}[a-z]?\s+((?:[a-z'.]+\s+){1,3})${STREET_SUFFIXES}\b`, 'g')
  for (const match of text.matchAll(pattern)) {
    const words = match[1].trim().split(/\s+/)
    if (!words.some((word) => NOT_STREET_NAMES.has(word.replace(/\.$/, '')))) return true
  }
  return false
}

const ADDRESS_PATTERNS = [
  /\b(?:apt|apartment|unit|suite|flat)\s*#?\s*\d+[a-z]?\b/,
  /\b(?:zip|zip code|zipcode|postcode|postal code|p\.?o\.? box)\b/,
  new RegExp(String.raw`\b(?:${US_STATES})\s*,?\s*\d{5}\b`),
  /\b(?:i|we)\s+(?:live|lives)\s+(?:at|on|in|near|by|next to|across from|over)\b/,
  /\b(?:my|our|your|ur)\s+(?:address|addy|street|neighbou?rhood|town|city|zip|house number|home address)\b/,
  /\bwhere\s+(?:do|does)\s+(?:you|u|ya)\s+live\b|\bwhere\s+(?:you|u)\s+live\b|\bwhat\s+(?:town|city|state|street)\s+(?:do|are)\s+(?:you|u)\b/,
  /\bmy\s+house\s+is\s+(?:on|at|near|by|next to|the)\b/,
  /\b(?:i'?m|i am)\s+from\s+[a-z]/,
]

const SCHOOL_PATTERNS = [
  /\b(?:my|our|your|ur)\s+(?:school|teacher'?s name|class(?:room)? number)\s+(?:is|was|called)\b/,
  /\b(?:i|we)\s+go\s+to\s+[a-z'. ]{2,30}\s+(?:elementary|middle|high|primary|academy|school)\b/,
  /\b(?:what|which)\s+school\b|\bschool\s+do\s+(?:you|u)\s+go\b/,
  /\b[a-z]+\s+(?:elementary|primary|middle|high)\s+school\b/,
  /\b(?!an\b)[a-z]+\s+elementary\b/,
]

const NAME_PATTERNS = [
  /\b(?:my|your|ur)\s+(?:last|full|real|sur|family)\s*name\b/,
  /\bwhat'?s\s+(?:your|ur)\s+(?:last|real|full)\s+name\b/,
  /\b(?:my|your|ur)\s+(?:password|passcode|pin)\b/,
]

// ---------------------------------------------------------------------------------------------
// Meeting, other apps and secrets

const MEETING_PATTERNS = [
  /\bmeet\s+(?:me|up|you|u|irl|in real life|in person|at|tomorrow|today|tonight|after|somewhere|outside|there)\b/,
  /\b(?:let'?s|lets|can we|could we|we should|we can|wanna|want to|should we)\s+meet\b/,
  /\bmeet\s?up\b|\bmeeting\s+up\b/,
  /\bhang\s?out\s+(?:at|after|tomorrow|today|tonight|on|this|next|sometime|irl|in real)\b/,
  /\bcome\s+(?:over|to my|to our|visit|see me|play at)\b/,
  /\b(?:visit|see)\s+(?:me|you|u)\s+(?:irl|in real life|in person)\b|\bvisit\s+(?:me|you|u)\s+at\b/,
  /\b(?:come|go|coming|going|over|sleep|play|visit|walk|bike|ride)\s+(?:over\s+)?(?:to|at)\s+(?:my|your|ur)\s+(?:house|home|place|apartment)\b/,
  /\bsleep\s?over\b|\bplay\s?date\b|\bpick\s+(?:you|u|me)\s+up\b/,
  /\b(?:let'?s|lets|we should|we could|we can|wanna|want to)\s+(?:go|meet|come)\b.{0,40}\btogether\b/,
  /\bvideo\s*(?:call|chat)\b|\bface\s?time\b|\bzoom call\b|\bvoice\s*(?:call|chat)\b/,
  /\b(?:call|text|phone|ring|txt)\s+(?:me|you|u)\b/,
  /\bsend\s+(?:me\s+|us\s+)?(?:a\s+|an\s+|your\s+|ur\s+|some\s+|more\s+)?(?:pic|pics|picture|pictures|photo|photos|selfie|selfies|nudes?)\b/,
  /\bsend\s+(?:me|us)\s+(?:a\s+)?video\b/,
  /\bsend\s+(?:a\s+|your\s+)?(?:pic|picture|photo|selfie|video)s?\s+of\s+(?:you|u|yourself)\b/,
  /\b(?:pic|pics|picture|photo|selfie)\s+of\s+(?:you|u|yourself|your face)\b/,
  /\bwhat\s+do\s+(?:you|u)\s+look\s+like\b/,
  /\bdownload\s+(?:the\s+|this\s+|an?\s+)?(?:app|game|[a-z]+\s+app)\b/,
  new RegExp(String.raw`\b(?:download|get|install|join)\s+${PLATFORMS}\b`),
  /\b(?:another|other|different|a new)\s+app\b/,
  new RegExp(String.raw`\b(?:talk|chat|message|msg|play|text)\s+(?:with\s+me\s+|me\s+)?(?:on|in|over|through)\s+${PLATFORMS}\b`),
  new RegExp(String.raw`\b(?:do|does)\s+(?:you|u|ya)\s+(?:have|use|got|play on)\s+(?:a\s+|an\s+)?(?:${PLATFORMS}|phone|cell|cellphone|tablet|email|e-mail)\b`),
  new RegExp(String.raw`\b(?:are|r)\s+(?:you|u)\s+on\s+${PLATFORMS}\b`),
  /\b(?:let'?s|lets|we can|we could|can we)\s+(?:talk|chat|message)\s+(?:somewhere|privately|in private|on|over|outside|without)\b/,
  /\b(?:let'?s|lets|we can|we could|can we|i can|i could|i'?ll)\s+(?:text|call|phone|facetime|video ?call)\b/,
  /\bprivate\s+(?:chat|message|msg)\b|\bdm\s+me\b/,
]

const SECRET_PATTERNS = [
  /\b(?:don'?t|dont|do not|never)\s+tell\s+(?:your|ur|my|the|any|anyone|anybody|nobody)\b/,
  /\bour\s+(?:little\s+)?secret\b|\bkeep\s+(?:it|this|that)\s+(?:a\s+)?secret\b|\bjust\s+between\s+(?:us|you and me)\b/,
  /\bdelete\s+(?:this|these|the|our|my)\s+(?:chat|message|messages|msg)\b/,
  /\b(?:are|r|is)\s+(?:your|ur)\s+(?:parents|mom|dad|mum|mother|father)\s+(?:home|around|watching|there|looking|reading)\b/,
  /\b(?:are|r)\s+(?:you|u)\s+(?:home\s+)?alone\b/,
]

// ---------------------------------------------------------------------------------------------

export interface Finding {
  reason: ChatBlockReason
  /** Which rule caught it, for tests and moderation logs (never shown to the child). */
  detail: string
}

/** The first reason a message must not be sent, or null when it is fine. */
export function findProblem(message: string): Finding | null {
  const text = normalise(message)
  const joined = joinSpacedLetters(text)
  const squashed = text.replace(/[^a-z0-9@]/g, '')
  const views = [text, joined]

  if (views.some((view) => hasProfanity(view)) || hasProfanity(message)) return { reason: 'profanity', detail: 'profanity' }
  if (findPhoneNumber(text) || views.some((view) => PHONE_ASKS.some((pattern) => pattern.test(view)))) return { reason: 'personal-info', detail: 'phone' }
  if (views.some((view) => EMAIL_PATTERNS.some((pattern) => pattern.test(view))) || MAIL_PROVIDERS.test(squashed)) {
    return { reason: 'personal-info', detail: 'e-mail' }
  }
  if (views.some((view) => LINK_PATTERNS.some((pattern) => pattern.test(view))) || /(?:www|https?)[a-z0-9]+(?:com|net|org)|dotcom\b/.test(squashed)) {
    return { reason: 'personal-info', detail: 'link' }
  }
  if (views.some((view) => HANDLE_PATTERNS.some((pattern) => pattern.test(view)))) return { reason: 'personal-info', detail: 'handle' }
  if (views.some((view) => findStreetAddress(view) || ADDRESS_PATTERNS.some((pattern) => pattern.test(view)))) {
    return { reason: 'personal-info', detail: 'address' }
  }
  if (views.some((view) => SCHOOL_PATTERNS.some((pattern) => pattern.test(view)))) return { reason: 'personal-info', detail: 'school' }
  if (views.some((view) => NAME_PATTERNS.some((pattern) => pattern.test(view)))) return { reason: 'personal-info', detail: 'name' }
  if (views.some((view) => SECRET_PATTERNS.some((pattern) => pattern.test(view)))) return { reason: 'secret', detail: 'secret' }
  if (views.some((view) => MEETING_PATTERNS.some((pattern) => pattern.test(view)))) return { reason: 'meeting', detail: 'meeting' }
  return null
}

/** Checks a message a child wants to send: the text to store, or why it cannot be sent. */
export function checkChatMessage(raw: unknown): ChatCheck {
  const content = typeof raw === 'string' ? raw.trim() : ''
  if (!content) return { ok: false, reason: 'empty', message: CHAT_BLOCK_MESSAGES.empty }
  if (content.length > MESSAGE_MAX_LENGTH) return { ok: false, reason: 'too-long', message: CHAT_BLOCK_MESSAGES['too-long'] }
  const problem = findProblem(content)
  if (problem) return { ok: false, reason: problem.reason, message: CHAT_BLOCK_MESSAGES[problem.reason], detail: problem.detail }
  return { ok: true, content }
}
