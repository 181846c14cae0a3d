import { Link } from '@remix-run/react'
import ArrowLeft from 'lucide-react/dist/esm/icons/arrow-left'
import type { LegalDocument } from '~/content/legal.server'

const slug = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')

/** A static text page (Privacy Policy, Disclaimer) with a back link to the home page. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const updated = new Date(`${document.updated}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long' })
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/" className="inline-flex items-center gap-2 font-bold text-forest-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to Story Trails
      </Link>
      <article className="mt-6 rounded-3xl bg-white p-6 shadow-card sm:p-10">
        <h1 className="font-display text-3xl font-semibold text-forest-800 sm:text-4xl">{document.title}</h1>
        <p className="mt-2 text-sm text-bark-500">Last updated {updated}</p>
        <p className="mt-6 text-lg text-bark-700">{document.intro}</p>
        {document.sections.map((section) => (
          <section key={section.heading} id={slug(section.heading)} className="mt-8 scroll-mt-24">
            <h2 className="font-display text-2xl font-semibold text-bark-900">{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-bark-700">
                {paragraph}
              </p>
            ))}
            {section.bullets ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 text-bark-700">
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </main>
  )
}
