// partysocket's reconnecting WebSocket, which only a page in the browser opens. A `.client` module: the
// Worker's build gets an empty module here instead of the package.
export { default } from 'partysocket/ws'
