/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import { glossary } from '~/data/glossary'
import { glossaryPattern } from '~/utils/words'

// Every written adventure, as text.
const adventures = Object.values(import.meta.glob<string>('../../app/content/parks/*/*.ink', { query: '?raw', import: 'default', eager: true }))

describe('the park glossary', () => {
  it('holds about 150 words, each once', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(140)
    const forms = glossary.flatMap((entry) => [entry.word, ...(entry.forms ?? [])].map((form) => form.toLowerCase()))
    expect(forms.filter((form, i) => forms.indexOf(form) !== i)).toEqual([])
  })

  it.each(glossary.map((entry) => [entry.word, entry.meaning]))('%s: one short sentence or two, at most 20 words', (_word, meaning) => {
    expect(meaning.split(/\s+/).length).toBeLessThanOrEqual(20)
    expect(meaning).toMatch(/^[A-Z].*[.!]$/)
  })

  it('explains words the adventures really use', () => {
    expect(adventures.length).toBeGreaterThanOrEqual(30)
    const text = adventures.join('\n')
    const used = glossary.filter((entry) => text.search(glossaryPattern([entry])!) >= 0)
    expect(used.length).toBeGreaterThanOrEqual(130)
  })
})
