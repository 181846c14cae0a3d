/**
 * Text the standard PDF fonts can show. They encode WinAnsi only, so every string a PDF of ours
 * draws goes through `toWinAnsi` first (the storybook, the field kit).
 */

/** The characters WinAnsi has beyond ASCII and Latin-1 (code points 0x80 to 0x9F). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

const REPLACEMENTS: Record<string, string> = {
  'ʻ': "'", // ʻokina, as in Hawaiʻi
  'ʼ': "'",
  'ʹ': "'",
  'ʽ': "'",
  'ˈ': "'",
  '‛': "'",
  '′': "'",
  'ʺ': '"',
  '″': '"',
  '‟': '"',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '—',
  '−': '-',
  '⁃': '-',
  '∙': '·',
  '⋅': '·',
  '→': '->',
  '←': '<-',
  '≈': '~',
  '≤': '<=',
  '≥': '>=',
  '⁄': '/',
  'ı': 'i',
  'ł': 'l',
  'Ł': 'L',
  'đ': 'd',
  'Đ': 'D',
  'ħ': 'h',
  'Ħ': 'H',
  'ŧ': 't',
  'Ŧ': 'T',
  'ŋ': 'n',
  'Ŋ': 'N',
  'ſ': 's',
  'ĸ': 'k',
  'ǝ': 'e',
  'ə': 'e',
  'Ə': 'E',
  'ĳ': 'ij',
  'Ĳ': 'IJ',
  'ŉ': "'n",
  '\t': ' ',
}

function isWinAnsi(ch: string) {
  const code = ch.codePointAt(0) ?? 0
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff && code !== 0xad) || WIN_ANSI_EXTRAS.has(ch)
}

/**
 * Makes text showable by the standard PDF fonts (WinAnsi): letters they cannot encode become their
 * closest ASCII (ā → a, ʻ → '), other spaces become spaces, and anything else unencodable is dropped.
 * Newlines are kept.
 */
export function toWinAnsi(text: string): string {
  let out = ''
  for (const ch of text.replace(/\r\n?/g, '\n')) {
    if (ch === '\n' || isWinAnsi(ch)) {
      out += ch
      continue
    }
    const replacement = REPLACEMENTS[ch]
    if (replacement !== undefined) {
      out += replacement
      continue
    }
    const code = ch.codePointAt(0) ?? 0
    if ((code >= 0x2000 && code <= 0x200a) || code === 0x202f || code === 0x205f || code === 0x3000) {
      out += ' '
      continue
    }
    // Decompose (ā → a + ◌̄) and keep what is encodable, dropping the combining marks.
    const base = ch
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split('')
      .filter((c) => c !== '\n' && isWinAnsi(c))
      .join('')
    if (base && base !== ch) {
      // Some compatibility decompositions are better recomposed (e.g. ﬁ → fi, ² → 2).
      out += base.normalize('NFC')
    }
  }
  return out
}
