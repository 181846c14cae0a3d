/** Measuring and wrapping lines of text for pdf-lib pages (the storybook, the field kit). */
import type { Color, PDFFont } from 'pdf-lib'

export interface TextStyle {
  font: PDFFont
  size: number
  color?: Color
}

/** Words split on ordinary whitespace (a no-break space keeps its words together). */
const words = (text: string) => text.split(/[ \t\r\n]+/).filter(Boolean)

export function width(text: string, style: TextStyle) {
  return style.font.widthOfTextAtSize(text, style.size)
}

/** Greedy word wrap; `widthFor(lineIndex)` gives each line's room. Over-long words are broken. */
export function wrap(text: string, style: TextStyle, widthFor: number | ((line: number) => number)): string[] {
  const room = typeof widthFor === 'number' ? () => widthFor : widthFor
  const lines: string[] = []
  let line = ''
  for (const word of words(text)) {
    const candidate = line ? `${line} ${word}` : word
    if (width(candidate, style) <= room(lines.length)) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = ''
    let rest = word
    while (width(rest, style) > room(lines.length) && rest.length > 1) {
      let cut = rest.length - 1
      while (cut > 1 && width(rest.slice(0, cut), style) > room(lines.length)) cut--
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    line = rest
  }
  if (line) lines.push(line)
  return lines
}

/** The largest size from `sizes` at which `text` wraps into at most `maxLines` lines. */
export function fitSize(text: string, font: PDFFont, sizes: number[], maxWidth: number, maxLines: number) {
  for (const size of sizes) {
    if (wrap(text, { font, size }, maxWidth).length <= maxLines) return size
  }
  return sizes[sizes.length - 1]
}
