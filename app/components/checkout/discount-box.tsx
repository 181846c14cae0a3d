import Tag from 'lucide-react/dist/esm/icons/tag'
import X from 'lucide-react/dist/esm/icons/x'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { toast } from '~/components/ui/use-toast'
import { ApiError, apiRequest } from '~/utils/api-client'

export interface AppliedDiscount {
  code: string
  discountCents: number
  description: string
}

/** The discount code box: the server checks the code and says what it takes off (spec 5, DESIGN 5). */
export function DiscountBox({
  purchase,
  applied,
  onChange,
}: {
  purchase: { type: 'credits' | 'region'; region: string | null }
  applied: AppliedDiscount | null
  onChange: (discount: AppliedDiscount | null) => void
}) {
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)

  async function apply() {
    if (!code.trim()) {
      toast({ title: 'Enter Discount Code', description: 'Please enter a discount code to apply.', variant: 'destructive' })
      return
    }
    setBusy(true)
    try {
      const result = await apiRequest<{ code: string; discountAmount: string; description: string }>('POST', '/api/discount-codes/check', {
        code,
        type: purchase.type,
        region: purchase.region ?? undefined,
      })
      onChange({ code: result.code, discountCents: Math.round(Number(result.discountAmount) * 100), description: result.description })
      toast({ title: 'Discount Applied!', description: result.description })
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        toast({ title: 'Invalid Code', description: 'The discount code you entered is not valid.', variant: 'destructive' })
      } else {
        toast({ title: 'Error', description: 'Failed to apply discount code.', variant: 'destructive' })
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card>
      <CardContent className="pt-6">
        {applied ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-forest-50 p-3">
            <p className="flex items-center gap-2 font-semibold text-forest-800">
              <Tag aria-hidden className="h-4 w-4" /> {applied.code}: {applied.description}
            </p>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                onChange(null)
                setCode('')
              }}
            >
              <X aria-hidden className="h-4 w-4" /> Remove
            </Button>
          </div>
        ) : (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(event) => {
              event.preventDefault()
              void apply()
            }}
          >
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor="discount-code">Discount code</Label>
              <Input id="discount-code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" autoCapitalize="characters" placeholder="e.g. WELCOME10" />
            </div>
            <Button type="submit" variant="outline" disabled={busy}>
              Apply
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  )
}
