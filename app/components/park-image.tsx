import Mountain from 'lucide-react/dist/esm/icons/mountain'
import { useState } from 'react'
import { cn } from '~/utils/cn'

/** A park picture with the fallback placeholder when it cannot load (spec section 8). */
export function ParkImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false)
  if (failed) {
    return (
      <div role="img" aria-label={alt} className={cn('flex items-center justify-center bg-forest-100 text-forest-600', className)}>
        <Mountain aria-hidden className="h-10 w-10" />
      </div>
    )
  }
  return <img src={src} alt={alt} className={cn('object-cover', className)} onError={() => setFailed(true)} loading="lazy" decoding="async" />
}
