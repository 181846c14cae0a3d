import { describe, expect, it } from 'vitest'
import { CHAT_BLOCK_MESSAGES, checkChatMessage, findProblem, joinSpacedLetters, MESSAGE_MAX_LENGTH, normalise } from '~/utils/chat-filter.server'
import ordinaryText from '../fixtures/chat-ordinary.txt?raw'
import personalText from '../fixtures/chat-personal-info.txt?raw'

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))

const personal = lines(personalText)
const ordinary = lines(ordinaryText)

describe('the chat safety filter on its fixture corpus', () => {
  it('has at least 60 personal-information messages and 150 ordinary ones', () => {
    expect(personal.length).toBeGreaterThanOrEqual(60)
    expect(ordinary.length).toBeGreaterThanOrEqual(150)
    expect(new Set(personal).size).toBe(personal.length)
    expect(new Set(ordinary).size).toBe(ordinary.length)
  })

  it('blocks at least 95% of the personal-information messages', () => {
    const missed = personal.filter((message) => findProblem(message) === null)
    // The list is printed when the floor is not met, so a reviewer sees what slipped through.
    expect(missed, `missed: ${missed.join(' | ')}`).toSatisfy((list: string[]) => list.length <= personal.length * 0.05)
  })

  it('lets at least 97% of the ordinary messages through', () => {
    const blocked = ordinary.filter((message) => findProblem(message) !== null)
    expect(blocked, `blocked: ${blocked.join(' | ')}`).toSatisfy((list: string[]) => list.length <= ordinary.length * 0.03)
  })
})

describe('what the filter catches and why', () => {
  it.each([
    ['five five five one two three four five six seven', 'phone'],
    ['555 one 2 three 4 five 6', 'phone'],
    ['my moms phone is 555 eight 67 5309', 'phone'],
    ['sam at gmail dot com', 'e-mail'],
    ['s a m @ g m a i l . c o m', 'e-mail'],
    ['go to www.coolgames.com', 'link'],
    ['add me on insta @bisonkid2016', 'handle'],
    ['I live at 42 Maple Street', 'address'],
    ['I go to Lincoln Elementary', 'school'],
    ['my last name is Johnson', 'name'],
    ['let us meet up', 'meeting'],
    ["don't tell your parents about me", 'secret'],
  ])('%s -> %s', (message, detail) => {
    expect(findProblem(message)?.detail).toBe(detail)
  })

  it('sees through look-alike digits, invisible characters and keycap emoji', () => {
    expect(normalise('５５５\u200B-８６７')).toBe('555-867')
    expect(normalise('5\uFE0F\u20E3')).toBe('5')
    expect(joinSpacedLetters('g m a i l')).toBe('gmail')
  })

  it('lets a child count, give quantities, times and park facts', () => {
    for (const message of ['1 2 3 4 5 6 7 8 9 10', 'ten nine eight seven six five four three two one', 'Yellowstone has 2,219,791 acres', 'from 3:30 to 4:15 I read', 'we saw 1000000 stars']) {
      expect(findProblem(message), message).toBeNull()
    }
  })

  it('uses obscenity for profanity, also spelled out with spaces or look-alikes', () => {
    for (const message of ['what the fuck', 'f u c k', 'sh1t', 'you are a b i t c h']) expect(findProblem(message)?.reason, message).toBe('profanity')
    expect(findProblem('we hiked to Tanalian Falls')).toBeNull()
  })
})

describe('checkChatMessage', () => {
  it('trims a message and keeps it', () => {
    expect(checkChatMessage('  want to go see the geysers in your story?  ')).toEqual({ ok: true, content: 'want to go see the geysers in your story?' })
  })

  it('refuses blank and over-long messages', () => {
    expect(checkChatMessage('   ')).toMatchObject({ ok: false, reason: 'empty' })
    expect(checkChatMessage(undefined)).toMatchObject({ ok: false, reason: 'empty' })
    expect(checkChatMessage('a'.repeat(MESSAGE_MAX_LENGTH))).toMatchObject({ ok: true })
    expect(checkChatMessage('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toMatchObject({ ok: false, reason: 'too-long' })
  })

  it('explains a blocked message kindly, without repeating what was typed', () => {
    const result = checkChatMessage('my number is 555-123-4567')
    expect(result).toEqual({ ok: false, reason: 'personal-info', detail: 'phone', message: CHAT_BLOCK_MESSAGES['personal-info'] })
    expect(CHAT_BLOCK_MESSAGES['personal-info']).toMatch(/^Let's keep personal information private/)
    expect(CHAT_BLOCK_MESSAGES['personal-info']).not.toContain('555')
  })
})
