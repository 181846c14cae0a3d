import Camera from 'lucide-react/dist/esm/icons/camera'
import ImagePlus from 'lucide-react/dist/esm/icons/image-plus'
import Images from 'lucide-react/dist/esm/icons/images'
import Sparkles from 'lucide-react/dist/esm/icons/sparkles'
import Trash2 from 'lucide-react/dist/esm/icons/trash-2'
import Upload from 'lucide-react/dist/esm/icons/upload'
import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { dismissToast, toast } from '~/components/ui/use-toast'
import { ApiError, apiRequest } from '~/utils/api-client'
import { cn } from '~/utils/cn'
import { MAX_UPLOAD_BYTES } from '~/utils/upload-limits'
import { resizeForUpload } from './image-resize'

interface Props {
  /** The chapter, and the paragraph the picture goes with first (the family may pick another). */
  target: { chapterId: number; paragraphIndex: number }
  /** The child whose story this is: their pictures go with them if the child is removed. */
  childId: number
  park: { id: string; name: string; image: string[]; image_bucket: string }
  /** The chapter's paragraphs, to choose which one the picture goes with. */
  paragraphs: string[]
  /** The pictures the chapter has, by paragraph. */
  images: { paragraphIndex: number; url: string }[]
  onClose: () => void
  onSaved: () => void
}

/** A paragraph as the picker names it: its number and its first words. */
const paragraphLabel = (paragraph: string, index: number) => {
  const words = paragraph.split(/\s+/)
  return `${index + 1}. ${words.slice(0, 7).join(' ')}${words.length > 7 ? '…' : ''}`
}

function saveErrorNotice(error: unknown) {
  if (error instanceof ApiError && error.status === 0) return { title: 'Network Error', description: 'Please check your connection and try again.' }
  const message = error instanceof Error ? error.message : ''
  if (message.includes('DOCTYPE')) return { title: 'Server Error', description: 'Server error occurred. Please try again.' }
  return { title: 'Error', description: message || 'Failed to save the image. Please try again.' }
}

/** The chapter image dialog (spec 2.10): park photos, AI Generate, Upload Photo and Take Photo. */
export function ChapterImageDialog({ target, childId, park, paragraphs, images, onClose, onSaved }: Props) {
  const [paragraphIndex, setParagraphIndex] = useState(target.paragraphIndex)
  const current = images.find((image) => image.paragraphIndex === paragraphIndex)?.url ?? null
  const chapterText = paragraphs.join('\n\n')
  const [selection, setSelection] = useState<string | null>(current)
  const [busy, setBusy] = useState(false)
  const [prompt, setPrompt] = useState('')
  const [tab, setTab] = useState('park')
  const parkPhotos = park.image.map((file) => `/api/images/parks/${park.image_bucket}/${file}`)

  async function save(imageUrl: string | null) {
    setBusy(true)
    try {
      await apiRequest('PUT', `/api/chapters/${target.chapterId}/image`, { imageUrl, paragraphIndex })
      toast({ title: imageUrl ? 'Image Saved!' : 'Image Removed', description: imageUrl ? 'Your picture is now part of the story.' : undefined })
      onSaved()
      onClose()
    } catch (error) {
      toast({ ...saveErrorNotice(error), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  async function generate() {
    if (!prompt.trim()) {
      toast({ title: 'Prompt Required', description: 'Please enter a description for your image.', variant: 'destructive' })
      return
    }
    // A "Prompt Required" still showing from an earlier try no longer applies.
    dismissToast()
    setBusy(true)
    try {
      const result = await apiRequest<{ imageUrl?: string }>('POST', '/api/generate-image', {
        prompt,
        childId,
        parkName: park.name,
        chapterText: chapterText.slice(0, 200),
      })
      if (!result.imageUrl) throw new Error('No image URL received from the server')
      setSelection(result.imageUrl)
      onSaved()
    } catch (error) {
      toast({ title: 'Generation Failed', description: error instanceof Error ? error.message : 'Failed to generate image. Please try again.', variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  async function upload(file: Blob) {
    setBusy(true)
    try {
      const resized = await resizeForUpload(file)
      const form = new FormData()
      form.set('file', resized, 'photo.jpg')
      form.set('childId', String(childId))
      const result = await apiRequest<{ imageUrl: string }>('POST', '/api/uploads', form)
      setSelection(result.imageUrl)
    } catch (error) {
      toast({ title: 'Upload Failed', description: error instanceof ApiError ? error.message : 'Failed to process the image. Please try again.', variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  function pickFile(file: File | undefined) {
    if (!file) return
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') {
      toast({ title: 'Invalid File Type', description: 'Please select an image file (PNG, JPG, GIF, WEBP).', variant: 'destructive' })
      return
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      toast({ title: 'File Too Large', description: 'Please select an image smaller than 5MB.', variant: 'destructive' })
      return
    }
    void upload(file)
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle className="flex items-center gap-2">
          <ImagePlus aria-hidden className="h-6 w-6 text-forest-600" /> Picture for paragraph {paragraphIndex + 1}
        </DialogTitle>
        <DialogDescription>Choose a park picture, create a new one, or add your own photo.</DialogDescription>
        {paragraphs.length > 1 ? (
          <label className="mt-4 flex flex-col gap-1.5 text-sm font-bold text-bark-700">
            Which paragraph?
            <select
              value={paragraphIndex}
              onChange={(event) => {
                const next = Number(event.target.value)
                setParagraphIndex(next)
                setSelection(images.find((image) => image.paragraphIndex === next)?.url ?? null)
              }}
              className="h-11 rounded-xl border-2 border-sand-300 bg-white px-3 font-normal"
            >
              {paragraphs.map((paragraph, i) => (
                <option key={i} value={i}>
                  {paragraphLabel(paragraph, i)}
                  {images.some((image) => image.paragraphIndex === i) ? ' (has a picture)' : ''}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <Tabs value={tab} onValueChange={setTab} className="mt-4">
          <TabsList aria-label="Picture sources">
            <TabsTrigger value="park">
              <Images aria-hidden className="mr-1 inline h-4 w-4" /> Park Photos
            </TabsTrigger>
            <TabsTrigger value="ai">
              <Sparkles aria-hidden className="mr-1 inline h-4 w-4" /> AI Generate
            </TabsTrigger>
            <TabsTrigger value="upload">
              <Upload aria-hidden className="mr-1 inline h-4 w-4" /> Upload Photo
            </TabsTrigger>
            <TabsTrigger value="camera">
              <Camera aria-hidden className="mr-1 inline h-4 w-4" /> Take Photo
            </TabsTrigger>
          </TabsList>
          <TabsContent value="park">
            <div role="radiogroup" aria-label="Park pictures" className="grid grid-cols-3 gap-3">
              {parkPhotos.map((url, i) => (
                <button
                  key={url}
                  type="button"
                  role="radio"
                  aria-checked={selection === url}
                  aria-label={`Park picture ${i + 1}`}
                  onClick={() => setSelection(url)}
                  className={cn('overflow-hidden rounded-xl border-4', selection === url ? 'border-forest-600' : 'border-transparent')}
                >
                  <img src={url} alt="" className="aspect-[16/10] w-full object-cover" />
                </button>
              ))}
            </div>
          </TabsContent>
          <TabsContent value="ai">
            <label className="flex flex-col gap-2 text-sm font-bold text-bark-700">
              Describe the picture
              <textarea
                value={prompt}
                onChange={(event) => setPrompt(event.target.value)}
                maxLength={300}
                rows={3}
                placeholder="A bison family crossing the river at sunset"
                className="rounded-xl border-2 border-sand-300 p-3 font-normal"
              />
            </label>
            <Button className="mt-3" onClick={generate} disabled={busy}>
              <Sparkles aria-hidden className="h-4 w-4" /> {busy ? 'Creating...' : 'Create Picture (5 credits)'}
            </Button>
          </TabsContent>
          <TabsContent value="upload">
            <label className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-sand-300 p-8 text-center hover:border-forest-500">
              <Upload aria-hidden className="h-8 w-8 text-forest-600" />
              <span className="font-bold">Choose a photo</span>
              <span className="text-sm text-bark-500">PNG, JPG, GIF or WEBP, up to 5 MB. Photos stay private to your family.</span>
              <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="sr-only" onChange={(event) => pickFile(event.target.files?.[0])} />
            </label>
          </TabsContent>
          <TabsContent value="camera">{tab === 'camera' ? <CameraCapture busy={busy} onCapture={upload} /> : null}</TabsContent>
        </Tabs>

        {selection ? (
          <figure className="mt-4">
            <img src={selection} alt="Selected picture preview" className="max-h-64 w-full rounded-2xl object-contain" />
          </figure>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {current ? (
            <Button variant="ghost" disabled={busy} onClick={() => save(null)}>
              <Trash2 aria-hidden className="h-4 w-4" /> Remove
            </Button>
          ) : null}
          <Button variant="accent" disabled={busy || !selection} onClick={() => selection && save(selection)}>
            Save to Story
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}

/** Take Photo: the camera through the browser where it is allowed, with a clear message where not. */
function CameraCapture({ busy, onCapture }: { busy: boolean; onCapture: (photo: Blob) => void }) {
  const video = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    let stream: MediaStream | null = null
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('This browser cannot use a camera here. You can upload a photo instead.')
      return
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((media) => {
        stream = media
        if (video.current) {
          video.current.srcObject = media
          void video.current.play()
          setReady(true)
        }
      })
      .catch(() => setProblem('We could not open the camera. Please allow camera access, or upload a photo instead.'))
    return () => stream?.getTracks().forEach((track) => track.stop())
  }, [])

  function capture() {
    const element = video.current
    if (!element) return
    const canvas = document.createElement('canvas')
    canvas.width = element.videoWidth
    canvas.height = element.videoHeight
    canvas.getContext('2d')?.drawImage(element, 0, 0)
    canvas.toBlob((blob) => blob && onCapture(blob), 'image/jpeg', 0.9)
  }

  if (problem) return <p className="rounded-2xl bg-sand-100 p-6 text-center text-bark-600">{problem}</p>
  return (
    <div className="flex flex-col items-center gap-3">
      <video ref={video} playsInline muted className="max-h-64 w-full rounded-2xl bg-bark-900" aria-label="Camera preview" />
      <Button onClick={capture} disabled={!ready || busy}>
        <Camera aria-hidden className="h-4 w-4" /> Take Photo
      </Button>
    </div>
  )
}
