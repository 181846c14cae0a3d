import { useFetcher } from '@remix-run/react'
import Copy from 'lucide-react/dist/esm/icons/copy'
import Mail from 'lucide-react/dist/esm/icons/mail'
import MessageSquare from 'lucide-react/dist/esm/icons/message-square'
import Share2 from 'lucide-react/dist/esm/icons/share-2'
import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { toast } from '~/components/ui/use-toast'

const POPUP = 'width=600,height=400,noopener'

/**
 * Share Adventure: the parent decides to share, which opens a read-only page at an unguessable link
 * of its own; the parent can stop sharing, or make a new link so the old one stops working
 * (DESIGN.md section 5).
 */
export function ShareDialog({ title, shareToken, sharePhotos }: { title: string; shareToken: string | null; sharePhotos: boolean }) {
  const [open, setOpen] = useState(false)
  const [origin, setOrigin] = useState('')
  const fetcher = useFetcher<{ ok: boolean }>()
  const rotate = useFetcher<{ ok: boolean }>()
  const photos = useFetcher<{ ok: boolean }>()
  // Off unless the parent ticks it: the upload tab promises that photos stay private to the family.
  const [includePhotos, setIncludePhotos] = useState(sharePhotos)
  const photosShared = photos.formData ? photos.formData.get('includePhotos') === 'true' : sharePhotos
  useEffect(() => setOrigin(window.location.origin), [])
  const isShared = fetcher.formData ? fetcher.formData.get('shared') === 'true' : shareToken !== null
  const url = shareToken ? `${origin}/story/${shareToken}/summary` : ''
  const message = `Read "${title}", our national park adventure on Story Trails!`

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: 'Link Copied!', description: 'Paste it anywhere to share the adventure.' })
    } catch {
      toast({ title: 'Copy Failed', description: 'Please copy the URL manually from your browser.', variant: 'destructive' })
    }
  }

  const targets = [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`, popup: true },
    { label: 'X', href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(message)}&url=${encodeURIComponent(url)}`, popup: true },
    { label: 'E-mail', href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${message}\n${url}`)}`, popup: false },
    { label: 'Text message', href: `sms:?&body=${encodeURIComponent(`${message} ${url}`)}`, popup: false },
  ]

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Share2 aria-hidden className="h-4 w-4" /> Share Adventure
      </Button>
      <DialogContent>
        <DialogTitle>Share this adventure</DialogTitle>
        <DialogDescription>
          Sharing makes a read-only page of this story that anyone with the link can read. It shows the story and its
          park pictures, and nothing else about your family.
        </DialogDescription>
        <fetcher.Form method="post" className="mt-4 flex flex-col items-start gap-3">
          <input type="hidden" name="intent" value="share" />
          <input type="hidden" name="shared" value={String(!isShared)} />
          {isShared ? null : (
            <label className="flex items-start gap-2 text-sm text-bark-700">
              <input type="checkbox" name="includePhotos" value="true" checked={includePhotos} onChange={(event) => setIncludePhotos(event.target.checked)} className="mt-1 h-4 w-4" />
              <span>
                <span className="font-bold">Include our photos.</span> Photos you uploaded stay private to your family unless you tick this.
              </span>
            </label>
          )}
          <Button type="submit" variant={isShared ? 'ghost' : 'accent'} disabled={fetcher.state !== 'idle'}>
            {isShared ? 'Stop sharing' : 'Share this story'}
          </Button>
        </fetcher.Form>
        {isShared && url ? (
          <div className="mt-4 flex flex-col gap-3">
            <label className="flex flex-col gap-1 text-sm font-bold text-bark-700">
              Link to the story
              <div className="flex gap-2">
                <input readOnly value={url} className="h-11 flex-1 rounded-xl border-2 border-sand-300 px-3 font-normal" onFocus={(e) => e.target.select()} />
                <Button onClick={copy} aria-label="Copy link">
                  <Copy aria-hidden className="h-4 w-4" /> Copy
                </Button>
              </div>
            </label>
            <photos.Form method="post" className="flex items-start gap-2 text-sm text-bark-700">
              <input type="hidden" name="intent" value="share" />
              <input type="hidden" name="shared" value="true" />
              <input type="hidden" name="includePhotos" value={String(!photosShared)} />
              <p>
                {photosShared ? 'Your uploaded photos show on the shared page.' : 'Your uploaded photos stay private: the shared page leaves them out.'}{' '}
                <button type="submit" className="font-bold text-forest-700 underline" disabled={photos.state !== 'idle'}>
                  {photosShared ? 'Leave them out' : 'Include our photos'}
                </button>
              </p>
            </photos.Form>
            <rotate.Form method="post" className="text-sm text-bark-600">
              <input type="hidden" name="intent" value="new-share-link" />
              Shared the link too widely?{' '}
              <button type="submit" className="font-bold text-forest-700 underline" disabled={rotate.state !== 'idle'}>
                Make a new link
              </button>{' '}
              and the old one stops working.
            </rotate.Form>
            <div className="flex flex-wrap gap-2">
              {targets.map((target) => (
                <Button key={target.label} asChild size="sm" variant="outline">
                  <a
                    href={target.href}
                    target={target.popup ? '_blank' : undefined}
                    rel="noreferrer"
                    onClick={(event) => {
                      if (!target.popup) return
                      event.preventDefault()
                      window.open(target.href, '_blank', POPUP)
                    }}
                  >
                    {target.label === 'E-mail' ? <Mail aria-hidden className="h-4 w-4" /> : target.label === 'Text message' ? <MessageSquare aria-hidden className="h-4 w-4" /> : null}
                    {target.label}
                  </a>
                </Button>
              ))}
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
