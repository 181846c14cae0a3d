/** wrangler and the test pool load `.wasm` imports as compiled modules (the default export). */
declare module '*.wasm' {
  const module: WebAssembly.Module
  export default module
}
