import { useState } from 'react'
import { cn } from '~/utils/cn'

/** A round avatar: the picture when there is one and it loads, else the initials. */
export function Avatar({ src, initials, className }: { src?: string | null; initials: string; className?: string }) {
  const [failed, setFailed] = useState(false)
  return (
    <span
      className={cn('ui-avatar', className)}
    >
      {src && !failed ? (
        <img src={src} alt="" className="h-full w-full object-cover" onError={() => setFailed(true)} referrerPolicy="no-referrer" />
      ) : (
        initials
      )}
    </span>
  )
}
