import Check from 'lucide-react/dist/esm/icons/check'
import Copy from 'lucide-react/dist/esm/icons/copy'
import Mail from 'lucide-react/dist/esm/icons/mail'
import MessageSquare from 'lucide-react/dist/esm/icons/message-square'
import Share2 from 'lucide-react/dist/esm/icons/share-2'
import Trophy from 'lucide-react/dist/esm/icons/trophy'
import UserPlus from 'lucide-react/dist/esm/icons/user-plus'
import Users from 'lucide-react/dist/esm/icons/users'
import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { toast } from '~/components/ui/use-toast'
import type { ReferralStats } from '~/models/referral.server'
import { formatDate } from '~/utils/dates'

const POPUP = 'width=600,height=400,noopener'
const MESSAGE = 'Our kids love exploring national parks through Story Trails adventures. Join with my link and we both get 5 free credits!'

export function ReferralLinkCard({ link, qr }: { link: string; qr: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
    } catch {
      toast({ title: 'Error', description: 'Failed to copy link. Please try again.', variant: 'destructive' })
    }
  }

  const targets = [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`, popup: true, icon: Share2 },
    { label: 'X', href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(MESSAGE)}&url=${encodeURIComponent(link)}`, popup: true, icon: Share2 },
    { label: 'E-mail', href: `mailto:?subject=${encodeURIComponent('Join us on Story Trails')}&body=${encodeURIComponent(`${MESSAGE}\n${link}`)}`, popup: false, icon: Mail },
    { label: 'Text message', href: `sms:?&body=${encodeURIComponent(`${MESSAGE} ${link}`)}`, popup: false, icon: MessageSquare },
  ]

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your referral link</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[1fr_auto] md:items-start">
        <div className="flex min-w-0 flex-col gap-4">
          <label className="flex flex-col gap-1.5 text-sm font-bold text-bark-700">
            Share this link
            <div className="flex gap-2">
              <input readOnly value={link} className="h-11 min-w-0 flex-1 rounded-xl border-2 border-sand-300 bg-sand-50 px-3 font-normal" onFocus={(event) => event.target.select()} />
              <Button onClick={() => void copy()} aria-live="polite">
                {copied ? <Check aria-hidden className="h-4 w-4" /> : <Copy aria-hidden className="h-4 w-4" />}
                {copied ? 'Link Copied!' : 'Copy'}
              </Button>
            </div>
          </label>
          <div className="flex flex-wrap gap-2">
            {targets.map(({ label, href, popup, icon: Icon }) => (
              <Button key={label} asChild size="sm" variant="outline">
                <a
                  href={href}
                  target={popup ? '_blank' : undefined}
                  rel="noreferrer"
                  onClick={(event) => {
                    if (!popup) return
                    event.preventDefault()
                    window.open(href, '_blank', POPUP)
                  }}
                >
                  <Icon aria-hidden className="h-4 w-4" /> {label}
                </a>
              </Button>
            ))}
          </div>
        </div>
        <img src={qr} width={200} height={200} alt="QR code of your referral link" className="mx-auto rounded-xl border border-sand-300" />
      </CardContent>
    </Card>
  )
}

export function ReferralStatCards({ stats }: { stats: ReferralStats }) {
  const cards = [
    { label: 'Friends Referred', value: String(stats.totalReferrals), icon: Users },
    { label: 'Bonus Credits Earned', value: String(stats.creditsEarned), icon: UserPlus },
    { label: 'Referral Rank', value: stats.rank, icon: Trophy },
  ]
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ label, value, icon: Icon }) => (
        <div key={label} className="flex flex-col items-center gap-1 rounded-2xl bg-white p-5 text-center shadow-card">
          <Icon aria-hidden className="h-6 w-6 text-sunset-600" />
          <dd className="font-display text-2xl font-semibold text-bark-900" data-testid={label.toLowerCase().replace(/ /g, '-')}>
            {value}
          </dd>
          <dt className="text-sm font-bold text-bark-600">{label}</dt>
        </div>
      ))}
    </dl>
  )
}

export function RecentReferrals({ referrals }: { referrals: ReferralStats['recentReferrals'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Referrals</CardTitle>
      </CardHeader>
      <CardContent>
        {referrals.length === 0 ? (
          <p className="text-bark-600">No friends have joined yet. Share your link to invite the first one!</p>
        ) : (
          <ul className="divide-y divide-sand-200">
            {referrals.map((referral, i) => (
              <li key={`${referral.createdAt}-${i}`} className="flex items-center justify-between gap-3 py-2.5">
                <span>
                  <span className="font-semibold text-bark-900">Friend joined</span>
                  <span className="block text-sm text-bark-600">{formatDate(referral.createdAt)}</span>
                </span>
                <span className="font-display text-lg font-semibold text-forest-700">{referral.credits ? `+${referral.credits} Credits` : 'Monthly limit reached'}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

export function HowReferralsWork({ bonus }: { bonus: number }) {
  const steps = [
    'Share your link with another family, by message, e-mail or the QR code.',
    'They open it and create a free Story Trails account.',
    `You each get ${bonus} bonus credits for new story chapters.`,
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle>How Referrals Work</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 sm:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-3 rounded-xl bg-sand-100 p-4">
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-forest-700 font-bold text-white">{i + 1}</span>
              <span className="text-bark-700">{step}</span>
            </li>
          ))}
        </ol>
        <p className="mt-3 text-sm text-bark-500">Bonuses are for new families only, once per family, up to 50 a month.</p>
      </CardContent>
    </Card>
  )
}
