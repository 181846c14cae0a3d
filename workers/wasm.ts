// The image codec's WebAssembly, imported here because wrangler (and the test pool) compile `.wasm`
// imports into modules, while the Remix compiler would turn them into asset URLs.
import JPEG_DECODE from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'
import JPEG_ENCODE from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'
import * as RESIZE from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm'
import type { CodecModules } from '~/providers/image-codec/image-codec'

/** wasm-bindgen ships typings for its instance exports; what the import really gives is the module. */
const compiled = (namespace: object) => (namespace as { default: WebAssembly.Module }).default

export const codecModules: CodecModules = {
  jpegDecode: JPEG_DECODE,
  jpegEncode: JPEG_ENCODE,
  resize: compiled(RESIZE),
}
