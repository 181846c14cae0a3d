/** qrcode's build without Node's streams (the one its package "browser" field points to). */
declare module 'qrcode/lib/browser.js' {
  import QRCode from 'qrcode'
  export = QRCode
}
