import LoaderCircle from 'lucide-react/dist/esm/icons/loader-circle'
import { cn } from '~/utils/cn'

export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('ui-spinner', className)}>
      <LoaderCircle aria-hidden className="h-5 w-5 animate-spin text-forest-600" />
      <span>{label}</span>
    </span>
  )
}
