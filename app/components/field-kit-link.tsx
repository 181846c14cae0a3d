import Printer from 'lucide-react/dist/esm/icons/printer'
import { Button } from '~/components/ui/button'
import { cn } from '~/utils/cn'
import { fieldKitFileName, fieldKitUrl } from '~/utils/field-kit-url'

/**
 * "Field kit (PDF)": downloads a park's printable field kit. Only for parks the family has unlocked
 * (the server refuses the others). A plain link, so it works before the page's scripts and, once a
 * story of the park is saved for the trail, with no signal. `parkName` tells the links of a page with
 * several parks apart.
 */
export function FieldKitLink({ parkId, parkName, size = 'md', className }: { parkId: string; parkName?: string; size?: 'sm' | 'md' | 'lg'; className?: string }) {
  return (
    <Button asChild variant="outline" size={size} className={cn('min-h-11', className)}>
      <a href={fieldKitUrl(parkId)} download={fieldKitFileName(parkId)} aria-label={parkName ? `Field kit (PDF) for ${parkName}` : undefined}>
        <Printer aria-hidden className="h-5 w-5" /> Field kit (PDF)
      </a>
    </Button>
  )
}
