// WOFF 1.0 back to the font it wraps (TrueType or OpenType/CFF), for the storybook PDF: pdf-lib embeds
// a font file as it is given, and a PDF reader cannot draw a WOFF. A WOFF is the same tables, each
// zlib-compressed when that made it smaller (https://www.w3.org/TR/WOFF/), so this only undoes that.
import { inflateSync } from 'node:zlib'

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength)
  if (view.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 file')
  const flavor = view.getUint32(4)
  const numTables = view.getUint16(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((field) => view.getUint32(at + field))
    const stored = woff.subarray(offset, offset + compLength)
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored
    if (data.length !== origLength) throw new Error(`WOFF table ${i} has ${data.length} bytes, not ${origLength}`)
    return { tag, checksum, data }
  })
  const padded = (length: number) => (length + 3) & ~3
  const headerLength = 12 + numTables * 16
  const out = new Uint8Array(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0))
  const sfnt = new DataView(out.buffer)
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 2 ** entrySelector * 16
  sfnt.setUint32(0, flavor)
  sfnt.setUint16(4, numTables)
  sfnt.setUint16(6, searchRange)
  sfnt.setUint16(8, entrySelector)
  sfnt.setUint16(10, numTables * 16 - searchRange)
  let offset = headerLength
  tables.forEach((table, i) => {
    const at = 12 + i * 16
    sfnt.setUint32(at, table.tag)
    sfnt.setUint32(at + 4, table.checksum)
    sfnt.setUint32(at + 8, offset)
    sfnt.setUint32(at + 12, table.data.length)
    out.set(table.data, offset)
    offset += padded(table.data.length)
  })
  return out
}
