/**
 * Filling `{{variable}}` placeholders in e-mail templates. Shared by the server (every e-mail sent)
 * and the admin's live preview, so both show exactly the same thing.
 */

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character])
}

/**
 * Replaces every known placeholder in an HTML template with its value, HTML-escaped: a child named
 * `<img src=x onerror=alert(1)>` arrives as text, in element content and in attributes alike.
 * Unknown placeholders are left as they are (templates are checked for them when saved).
 */
export function fillHtml(html: string, values: Readonly<Record<string, string>>) {
  return html.replace(PLACEHOLDER, (match, name: string) => (Object.hasOwn(values, name) ? escapeHtml(values[name]) : match))
}

/** A subject line: values as plain text, on one line (a header never carries a line break). */
export function fillSubject(subject: string, values: Readonly<Record<string, string>>) {
  return subject
    .replace(PLACEHOLDER, (match, name: string) => (Object.hasOwn(values, name) ? values[name] : match))
    .replace(/[\r\n]+/g, ' ')
    .trim()
}

/** The placeholders a template uses, each once, in order. */
export function placeholdersIn(template: string) {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]))]
}

/** Placeholders that are not among the allowed variables. */
export function unknownPlaceholders(template: string, allowed: readonly string[]) {
  return placeholdersIn(template).filter((name) => !allowed.includes(name))
}
