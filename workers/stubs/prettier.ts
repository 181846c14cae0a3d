// React Email imports prettier (about 320 KB) for its `pretty` option, which nothing here uses: our
// e-mails are rendered without it. wrangler.toml and vitest.config.ts alias prettier's two entry points
// to this module, so a call to it fails loudly instead of shipping a formatter nobody runs.
export function format(): never {
  throw new Error('prettier is not bundled: render e-mails without the `pretty` option')
}
