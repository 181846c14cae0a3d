import { Field } from '~/components/ui/field'

/**
 * Asked for when a destructive change comes from a session proved more than 15 minutes ago: the code
 * the server just e-mailed to the admin, sent with the same form again.
 */
export function StepUpField({ message }: { message: string }) {
  return (
    <div role="alert" className="w-full rounded-xl border border-sunset-200 bg-sunset-50 p-3">
      <Field label="Confirmation code" name="stepUpCode" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required autoFocus hint={message} />
    </div>
  )
}
