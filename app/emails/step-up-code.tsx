import { Section, Text } from '@react-email/components'
import { CodeBox, EmailLayout, paragraph, smallPrint } from './layout'

export interface StepUpCodeEmailProps {
  code: string
  minutes: number
}

export const stepUpCodeSubject = (code: string) => `${code} confirms your change in the Story Trails admin portal`

/** The code an admin types to confirm a destructive change (deleting a user, removing an admin, adding credits). */
export function StepUpCodeEmail({ code, minutes }: StepUpCodeEmailProps) {
  return (
    <EmailLayout preview={`Your confirmation code is ${code}`} heading="Confirm it's you">
      <Text style={paragraph}>You asked to make a change in the Story Trails admin portal. Enter this code there to confirm it:</Text>
      <Section style={{ textAlign: 'center', margin: '24px 0' }}>
        <CodeBox code={code} />
      </Section>
      <Text style={smallPrint}>
        The code works once and expires in {minutes} minutes. If you did not ask for it, someone may be using your signed-in browser:
        sign out everywhere from your account page.
      </Text>
    </EmailLayout>
  )
}
