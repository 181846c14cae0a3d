import { Link } from '@remix-run/react'
import Award from 'lucide-react/dist/esm/icons/award'
import BookOpenText from 'lucide-react/dist/esm/icons/book-open-text'
import Compass from 'lucide-react/dist/esm/icons/compass'
import HeartHandshake from 'lucide-react/dist/esm/icons/heart-handshake'
import ImagePlus from 'lucide-react/dist/esm/icons/image-plus'
import Lightbulb from 'lucide-react/dist/esm/icons/lightbulb'
import Map from 'lucide-react/dist/esm/icons/map'
import PawPrint from 'lucide-react/dist/esm/icons/paw-print'
import ShieldCheck from 'lucide-react/dist/esm/icons/shield-check'
import Sparkles from 'lucide-react/dist/esm/icons/sparkles'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { LogoMark } from '~/components/logo'
import { CopyrightLine } from '~/components/site-footer'
import { HeroScene } from './hero-scene'

export type LandingVariant = 'home' | 'travel'

const FEATURES = [
  {
    id: 'stories',
    icon: BookOpenText,
    title: 'Interactive Stories',
    text: 'Every chapter ends with a choice. Your child decides what happens next, and the adventure grows from there.',
  },
  {
    id: 'parks',
    icon: Map,
    title: 'Real National Parks',
    text: 'Stories are set in real US national parks, from Yellowstone’s geysers to the glaciers of Alaska, with true facts woven in.',
  },
  {
    id: 'characters',
    icon: PawPrint,
    title: 'Beloved Characters',
    text: 'Pick a young explorer and an animal sidekick, like a clever fox or a wise owl, who join every adventure.',
  },
  {
    id: 'images',
    icon: ImagePlus,
    title: 'Custom Images',
    text: 'Add park pictures, create new illustrations or use your own family photos to make each story truly yours.',
  },
  {
    id: 'badges',
    icon: Award,
    title: 'Ranger Badges',
    text: 'Finish a story and pass the park quiz to earn an Explorer badge, inspired by the Junior Ranger tradition.',
  },
  {
    id: 'quizzes',
    icon: Lightbulb,
    title: 'Educational Quizzes',
    text: 'Friendly quizzes about animals, rocks, trails and history help children remember what they discovered.',
  },
] as const

const STEPS = [
  { title: 'Add your young explorer', text: 'Create a profile with your child’s first name and birthday, so stories fit their age.' },
  { title: 'Pick a park on the map', text: 'Choose a park, a main character and an animal sidekick, or let a surprise story choose for you.' },
  { title: 'Read, choose and learn', text: 'Read each chapter together, choose what happens next, then take the quiz to earn a badge.' },
] as const

function LandingHeader({ variant }: { variant: LandingVariant }) {
  return (
    <header className="border-b border-sand-300 bg-sand-50/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" className="flex items-center gap-2" aria-label="Story Trails home">
          <LogoMark />
          <span className="font-display text-xl font-semibold text-forest-700 sm:text-2xl">Story Trails</span>
        </Link>
        <Button asChild variant="accent" size="sm">
          <a href="/api/login">{variant === 'travel' ? 'Join Us' : 'Get Started'}</a>
        </Button>
      </div>
    </header>
  )
}

function FamilyPhoto() {
  const [failed, setFailed] = useState(false)
  if (failed) {
    return (
      <div
        data-testid="family-photo-fallback"
        className="flex aspect-[16/10] w-full flex-col items-center justify-center gap-2 rounded-3xl bg-forest-100 text-forest-800"
      >
        <HeartHandshake aria-hidden className="h-12 w-12" />
        <p className="font-display text-lg">Families exploring together</p>
      </div>
    )
  }
  return (
    <img
      src="/images/family-on-the-trail.svg"
      alt="A family walking a forest trail toward the mountains"
      width={640}
      height={420}
      className="aspect-[16/10] w-full rounded-3xl object-cover shadow-card"
      onError={() => setFailed(true)}
    />
  )
}

function LandingFooter() {
  const columns = [
    {
      title: 'Product',
      links: [
        { label: 'Stories', href: '#stories' },
        { label: 'Characters', href: '#characters' },
        { label: 'Parks', href: '#parks' },
        { label: 'Badges', href: '#badges' },
      ],
    },
    {
      title: 'Parents',
      links: [
        { label: 'How It Works', href: '#how-it-works' },
        { label: 'Safety', href: '#safety' },
        { label: 'Educational Value', href: '#quizzes' },
        { label: 'Support', href: 'mailto:support@storytrails.app' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About', href: '#about' },
        { label: 'Privacy Policy', to: '/privacy-policy' },
        { label: 'Disclaimer', to: '/disclaimer' },
        { label: 'Contact', href: 'mailto:hello@storytrails.app' },
      ],
    },
  ]
  return (
    <footer className="border-t border-sand-300 bg-forest-900 text-forest-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <span className="flex items-center gap-2">
            <LogoMark />
            <span className="font-display text-xl font-semibold">Story Trails</span>
          </span>
          <p className="text-sm text-forest-100">Adventure stories in real national parks, shaped by your child’s choices.</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 font-display text-lg">{column.title}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  {'to' in link && link.to ? (
                    <Link to={link.to} className="text-forest-100 hover:text-white hover:underline">
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.href} className="text-forest-100 hover:text-white hover:underline">
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-forest-800 py-5 text-center [&_p]:text-forest-200">
        <CopyrightLine />
      </div>
    </footer>
  )
}

/** What signed-out visitors see on / and /travel (spec 2.3), and on every other path. */
export function LandingPage({ variant = 'home' }: { variant?: LandingVariant }) {
  return (
    <div className="flex min-h-screen flex-col">
      <LandingHeader variant={variant} />
      <main className="flex-1">
        <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
          <div className="flex flex-col gap-6">
            <p className="inline-flex w-fit items-center gap-2 rounded-full bg-forest-100 px-4 py-1.5 text-sm font-bold text-forest-800">
              <Compass aria-hidden className="h-4 w-4" /> For explorers aged 4 to 12
            </p>
            <h1 className="font-display text-4xl font-semibold leading-tight text-forest-800 sm:text-5xl">
              Explore National Parks Through Stories
            </h1>
            <p className="text-lg text-bark-600">
              Your child picks a real national park, a brave explorer and an animal friend, then chooses what happens
              in every chapter. Along the way they meet real wildlife, learn true facts and earn ranger badges.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild variant="accent" size="lg">
                <a href="/api/login">
                  <Sparkles aria-hidden className="h-5 w-5" /> Start Free Adventure
                </a>
              </Button>
              <Button asChild variant="outline" size="lg">
                <a href="#features">Learn More</a>
              </Button>
            </div>
            <p className="text-sm text-bark-500">50 free credits to start. No credit card needed.</p>
          </div>
          {variant === 'travel' ? <FamilyPhoto /> : <HeroScene className="w-full drop-shadow-md" />}
        </section>

        <section id="features" className="scroll-mt-4 bg-white py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 className="text-center font-display text-3xl font-semibold text-forest-800">Everything a young explorer needs</h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-bark-600">
              Reading, choosing and discovering, all in one place, made for families.
            </p>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ id, icon: Icon, title, text }) => (
                <li key={id} id={id} className="scroll-mt-4 rounded-2xl border border-sand-300 bg-sand-50 p-6 shadow-card">
                  <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-sunset-100 text-sunset-700">
                    <Icon aria-hidden className="h-6 w-6" />
                  </span>
                  <h3 className="mt-4 font-display text-xl font-semibold text-bark-900">{title}</h3>
                  <p className="mt-2 text-bark-600">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="how-it-works" className="scroll-mt-4 py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 className="text-center font-display text-3xl font-semibold text-forest-800">How it works</h2>
            <ol className="mt-10 grid gap-6 md:grid-cols-3">
              {STEPS.map((step, index) => (
                <li key={step.title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-card">
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-forest-700 font-display text-lg text-white">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-display text-lg font-semibold">{step.title}</h3>
                    <p className="mt-1 text-bark-600">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section id="safety" className="scroll-mt-4 bg-forest-50 py-16">
          <div className="mx-auto grid max-w-6xl gap-8 px-4 md:grid-cols-2">
            <div>
              <h2 className="flex items-center gap-2 font-display text-3xl font-semibold text-forest-800">
                <ShieldCheck aria-hidden className="h-8 w-8" /> Made safe for children
              </h2>
              <p className="mt-3 text-bark-600">
                Children never sign in or share personal details. A parent’s account acts for them, and every story is
                written for their age.
              </p>
            </div>
            <ul className="flex flex-col gap-3 text-bark-700">
              <li className="rounded-xl bg-white p-4 shadow-card">Parents add each child and can remove all of their data at any time.</li>
              <li className="rounded-xl bg-white p-4 shadow-card">Trail Buddies are friends only when both sides accept, and chat blocks personal information.</li>
              <li className="rounded-xl bg-white p-4 shadow-card">Family photos stay private unless you choose to share a story.</li>
            </ul>
          </div>
        </section>

        <section id="about" className="scroll-mt-4 py-16">
          <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 text-center">
            <h2 className="font-display text-3xl font-semibold text-forest-800">
              {variant === 'travel' ? 'Plan your next trip with a story' : 'Ready for your first adventure?'}
            </h2>
            <p className="text-bark-600">
              We are a small team of parents and storytellers who love national parks. Story Trails turns screen time
              into reading time, and reading time into a reason to get outside.
            </p>
            <Button asChild variant="accent" size="lg">
              <a href="/api/login">{variant === 'travel' ? 'Start with 50 free credits' : 'Create Free Account'}</a>
            </Button>
          </div>
        </section>
      </main>
      <LandingFooter />
    </div>
  )
}
