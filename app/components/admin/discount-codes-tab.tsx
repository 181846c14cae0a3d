import TicketPlus from 'lucide-react/dist/esm/icons/ticket-plus'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import type { DiscountCodeView } from '~/models/discount.server'
import { discountCodeSchema, fieldMessages } from '~/utils/admin-forms'
import { showError, useAdminAction } from './use-admin-action'

export const discountType = (code: DiscountCodeView) => (code.discountAmount !== null ? 'Fixed Amount' : 'Percentage')
export const discountValue = (code: DiscountCodeView) =>
  code.discountAmount !== null ? `$${code.discountAmount.toFixed(code.discountAmount % 1 === 0 ? 0 : 2)}` : `${code.discountPercent}%`
export const discountUsage = (code: DiscountCodeView) => `${code.usageCount} / ${code.maxUsage ?? '∞'}`

function CreateDiscountDialog() {
  const [open, setOpen] = useState(false)
  const [amount, setAmount] = useState('')
  const [percent, setPercent] = useState('')
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({})
  const reset = () => {
    setAmount('')
    setPercent('')
    setClientErrors({})
  }
  const { fetcher, busy, errors } = useAdminAction({
    fallbackError: 'Failed to create discount code',
    onSuccess: () => {
      setOpen(false)
      reset()
    },
  })
  const shown = { ...errors, ...clientErrors }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) reset()
      }}
    >
      <Button size="sm" className="self-start" onClick={() => setOpen(true)}>
        <TicketPlus aria-hidden className="h-4 w-4" /> Create Discount
      </Button>
      <DialogContent>
        <DialogTitle>Create Discount</DialogTitle>
        <DialogDescription>Families enter the code at checkout. Give a fixed amount or a percentage.</DialogDescription>
        <fetcher.Form
          method="post"
          className="mt-4 grid gap-4 sm:grid-cols-2"
          noValidate
          onSubmit={(event) => {
            const data = Object.fromEntries(new FormData(event.currentTarget))
            const input = discountCodeSchema.safeParse(data)
            if (!input.success) {
              event.preventDefault()
              const messages = fieldMessages(input.error)
              setClientErrors(messages)
              showError(Object.values(messages)[0])
              return
            }
            setClientErrors({})
            // The code is sent uppercase (spec 5).
            const code = event.currentTarget.elements.namedItem('code') as HTMLInputElement
            code.value = input.data.code
          }}
        >
          <input type="hidden" name="intent" value="create-discount" />
          <div className="sm:col-span-2">
            <Field label="Code" name="code" required autoComplete="off" maxLength={40} className="uppercase" placeholder="SPRING25" error={shown.code} />
          </div>
          <Field
            label="Fixed Amount ($)"
            name="discountAmount"
            inputMode="decimal"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value)
              if (event.target.value) setPercent('')
            }}
            placeholder="2.00"
            error={shown.discountAmount}
          />
          <Field
            label="Percentage (%)"
            name="discountPercent"
            inputMode="numeric"
            value={percent}
            onChange={(event) => {
              setPercent(event.target.value)
              if (event.target.value) setAmount('')
            }}
            placeholder="10"
            error={shown.discountPercent}
          />
          <div className="sm:col-span-2">
            <Field label="Max Usage (optional)" name="maxUsage" inputMode="numeric" hint="Leave empty for unlimited uses." error={shown.maxUsage} />
          </div>
          <div className="flex justify-end gap-3 sm:col-span-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Creating...' : 'Create Discount'}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

function ToggleButton({ code }: { code: DiscountCodeView }) {
  const { fetcher, busy } = useAdminAction({ fallbackError: 'Failed to update discount code' })
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="toggle-discount" />
      <input type="hidden" name="id" value={code.id} />
      <input type="hidden" name="active" value={String(!code.active)} />
      <Button type="submit" variant={code.active ? 'outline' : 'primary'} size="sm" disabled={busy} aria-label={`${code.active ? 'Deactivate' : 'Activate'} ${code.code}`}>
        {code.active ? 'Deactivate' : 'Activate'}
      </Button>
    </fetcher.Form>
  )
}

export function DiscountCodesTab({ codes }: { codes: DiscountCodeView[] }) {
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>Discount Codes</CardTitle>
          <CardDescription>Checked and counted by the server at checkout. A deactivated code stops working at once.</CardDescription>
        </div>
        <CreateDiscountDialog />
      </CardHeader>
      <CardContent className="px-0 pb-2">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-sand-100 text-xs font-bold uppercase tracking-wide text-bark-500">
              <tr>
                <th scope="col" className="px-4 py-2">Code</th>
                <th scope="col" className="px-4 py-2">Type</th>
                <th scope="col" className="px-4 py-2">Value</th>
                <th scope="col" className="px-4 py-2">Usage</th>
                <th scope="col" className="px-4 py-2">Status</th>
                <th scope="col" className="px-4 py-2">Actions</th>
              </tr>
            </thead>
            <tbody>
              {codes.map((code) => (
                <tr key={code.id} className="border-t border-sand-200" data-testid="discount-row">
                  <td className="px-4 py-3 font-mono font-bold text-bark-900">{code.code}</td>
                  <td className="px-4 py-3">{discountType(code)}</td>
                  <td className="px-4 py-3 tabular-nums">{discountValue(code)}</td>
                  <td className="px-4 py-3 tabular-nums">{discountUsage(code)}</td>
                  <td className="px-4 py-3">
                    <span
                      className={
                        code.active
                          ? 'rounded-full bg-forest-100 px-2.5 py-0.5 text-xs font-bold text-forest-800'
                          : 'rounded-full bg-sand-200 px-2.5 py-0.5 text-xs font-bold text-bark-600'
                      }
                    >
                      {code.active ? 'Active' : 'Inactive'}
                    </span>
                  </td>
                  <td className="px-4 py-3">
                    <ToggleButton code={code} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {codes.length === 0 ? <p className="px-6 py-8 text-center text-bark-600">No discount codes yet.</p> : null}
        </div>
      </CardContent>
    </Card>
  )
}
