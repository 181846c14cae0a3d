import { Section, Text } from '@react-email/components'
import { CodeBox, EmailLayout, paragraph, smallPrint } from './layout'

export interface SignInCodeEmailProps {
  code: string
  minutes: number
  /** The address already has an account: "Welcome back"; a family signing in for the first time is welcomed. */
  returning: boolean
}

export const signInCodeSubject = (code: string) => `${code} is your Story Trails sign-in code`

export function SignInCodeEmail({ code, minutes, returning }: SignInCodeEmailProps) {
  return (
    <EmailLayout preview={`Your Story Trails sign-in code is ${code}`} heading={returning ? 'Welcome back to Story Trails' : 'Welcome to Story Trails'}>
      <Text style={paragraph}>Enter this code on the sign-in page to continue:</Text>
      <Section style={{ textAlign: 'center', margin: '24px 0' }}>
        <CodeBox code={code} />
      </Section>
      <Text style={smallPrint}>
        The code works once and expires in {minutes} minutes. If you did not ask to sign in, you can ignore this e-mail: nobody
        can get into your account without the code.
      </Text>
    </EmailLayout>
  )
}
