import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib'

/** Every run of text a document's pages show, as the hex strings the standard fonts write (upper case). */
export function shownPdfHex(doc: PDFDocument) {
  const shown: string[] = []
  for (const page of doc.getPages()) {
    const contents = page.node.Contents()
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : []
    for (const ref of refs) {
      const stream = doc.context.lookup(ref)
      if (!(stream instanceof PDFRawStream)) continue
      const operators = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode())
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) shown.push(match[1].toUpperCase())
    }
  }
  return shown
}

/** Every run of text a PDF's pages show (the standard fonts write it as hex strings), as text. */
export async function shownPdfText(bytes: ArrayBuffer | Uint8Array) {
  return shownPdfHex(await PDFDocument.load(bytes)).map((hex) => hex.replace(/../g, (pair) => String.fromCharCode(parseInt(pair, 16))))
}
