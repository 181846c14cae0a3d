import { describe, expect, it } from 'vitest'
import { licensesText, takeLicenseComments } from '../../scripts/license-comments.mjs'

// As esbuild ends a client chunk that bundles a licensed package (lucide-react here).
const icon = (name: string) =>
  `import{a as e}from"/build/_shared/chunk-NS3Y7Z4Z.js";var a=e("${name}",[]);export{a};\n` +
  '/*! Bundled license information:\n\n' +
  `lucide-react/dist/esm/icons/${name}.js:\n` +
  '  (**\n   * @license lucide-react v0.544.0 - ISC\n   *\n   * This source code is licensed under the ISC license.\n   *)\n*/\n'

describe("the client build's licence notices", () => {
  it('takes the notice block off a chunk and leaves its code as it was', () => {
    const { text, notices } = takeLicenseComments(icon('compass'))
    expect(text).toBe('import{a as e}from"/build/_shared/chunk-NS3Y7Z4Z.js";var a=e("compass",[]);export{a};')
    expect(notices).toEqual([
      {
        file: 'lucide-react/dist/esm/icons/compass.js',
        notice: '/**\n * @license lucide-react v0.544.0 - ISC\n *\n * This source code is licensed under the ISC license.\n */',
      },
    ])
  })

  it('reads every entry of a block that names several files', () => {
    const block =
      'var x=1;\n/*! Bundled license information:\n\n' +
      'react/cjs/react.production.min.js:\n  (**\n   * @license React\n   *)\n\n' +
      'scheduler/cjs/scheduler.production.min.js:\n  (**\n   * @license React\n   * scheduler\n   *)\n*/\n'
    const { text, notices } = takeLicenseComments(block)
    expect(text).toBe('var x=1;')
    expect(notices.map((notice) => notice.file)).toEqual(['react/cjs/react.production.min.js', 'scheduler/cjs/scheduler.production.min.js'])
  })

  it('leaves a file without a notice untouched, so a second run changes nothing', () => {
    const code = 'import{b as o}from"/build/_shared/chunk-T36URGAI.js";var p=o((r,e)=>{e.exports={}});export{p as a};\n'
    expect(takeLicenseComments(code)).toEqual({ text: code, notices: [] })
  })

  it('writes each distinct notice once, under every package file that carried it', () => {
    const notices = [...takeLicenseComments(icon('map')).notices, ...takeLicenseComments(icon('compass')).notices, ...takeLicenseComments(icon('map')).notices]
    const text = licensesText(notices)
    expect(text.match(/@license lucide-react/g)).toHaveLength(1)
    expect(text).toContain('lucide-react/dist/esm/icons/compass.js\nlucide-react/dist/esm/icons/map.js\n\n/**\n * @license lucide-react v0.544.0 - ISC')
  })
})
