import MapIcon from 'lucide-react/dist/esm/icons/map'
import type { ReactNode } from 'react'
import { ParkImage } from '~/components/park-image'
import { cn } from '~/utils/cn'

/**
 * The frame of a story's card in the library, shared by the library's tabs and the "Saved for the
 * trail" shelf: the park picture with a badge on it, the title, the park, a line of details (`meta`,
 * a few `<span>`s), then whatever the card adds (`children`: more text, the buttons).
 */
export function StoryCardFrame({
  imageUrl,
  badge,
  badgeClassName,
  title,
  parkName,
  meta,
  children,
  testId,
}: {
  imageUrl: string
  badge: ReactNode
  badgeClassName: string
  title: string
  parkName: string
  meta: ReactNode
  children: ReactNode
  testId: string
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-card" data-testid={testId}>
      <div className="relative">
        <ParkImage src={imageUrl} alt="" className="aspect-[16/9] w-full" />
        <span className={cn('absolute left-3 top-3 rounded-full px-3 py-1 text-xs font-bold', badgeClassName)}>{badge}</span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="font-display text-xl font-semibold text-bark-900">{title}</h2>
        <p className="flex items-center gap-1.5 text-sm font-bold text-forest-700">
          <MapIcon aria-hidden className="h-4 w-4" /> {parkName}
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-bark-600">{meta}</p>
        {children}
      </div>
    </li>
  )
}
