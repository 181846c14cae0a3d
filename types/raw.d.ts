/** Vite's `?raw` imports (tests read their text fixtures this way: workerd has no file system). */
declare module '*?raw' {
  const text: string
  export default text
}
