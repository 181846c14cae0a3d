import { toast } from '~/components/ui/use-toast'

/** Downloads a story's PDF with the spec's notices (section 8, PDF). */
export async function downloadStoryPdf(storyId: string, errorTitle = 'Error') {
  toast({ title: 'Generating PDF...', description: 'Please wait while we create your story book.' })
  try {
    const response = await fetch(`/api/stories/${storyId}/pdf`, { credentials: 'include' })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const blob = await response.blob()
    const disposition = response.headers.get('content-disposition') ?? ''
    const name = disposition.match(/filename="([^"]+)"/)?.[1] ?? 'story.pdf'
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = name
    document.body.appendChild(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
    toast({ title: 'PDF Downloaded!', description: `${name} is ready to print.` })
  } catch {
    toast({ title: errorTitle, description: 'Failed to generate PDF. Please try again.', variant: 'destructive' })
  }
}
