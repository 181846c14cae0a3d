/** The test pool (and wrangler) load `.wasm` imports as compiled modules: the tests decode JPEGs with MozJPEG. */
declare module '*.wasm' {
  const module: WebAssembly.Module
  export default module
}
