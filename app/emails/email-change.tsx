import { Section, Text } from '@react-email/components'
import { CodeBox, EmailLayout, paragraph, smallPrint } from './layout'

export const emailChangeCodeSubject = (code: string) => `${code} confirms your new Story Trails e-mail address`

/** To the new address: the code that proves it belongs to the parent. */
export function EmailChangeCodeEmail({ code, minutes }: { code: string; minutes: number }) {
  return (
    <EmailLayout preview={`Your confirmation code is ${code}`} heading="Confirm your new e-mail address">
      <Text style={paragraph}>
        Someone signed in to Story Trails asked to use this address for their family&apos;s account. If that was you, enter this
        code on your Profile page:
      </Text>
      <Section style={{ textAlign: 'center', margin: '24px 0' }}>
        <CodeBox code={code} />
      </Section>
      <Text style={smallPrint}>
        The code works once and expires in {minutes} minutes. If this was not you, ignore this e-mail: the address is not
        used unless the code is entered.
      </Text>
    </EmailLayout>
  )
}

export const emailInUseSubject = 'Someone tried to use your e-mail address on Story Trails'

/**
 * To an address that already has an account, when another account asks to move to it: the page
 * answers exactly as for a free address, so only the address's owner learns that it is taken.
 */
export function EmailInUseEmail() {
  return (
    <EmailLayout preview="Your address already has a Story Trails account" heading="This address already has an account">
      <Text style={paragraph}>
        Someone signed in to another Story Trails account asked to use this e-mail address. It already belongs to your
        account, so nothing was changed.
      </Text>
      <Text style={smallPrint}>
        If that was you, sign in with this address instead. If it was not, you can ignore this e-mail: your account is
        safe.
      </Text>
    </EmailLayout>
  )
}

export const emailChangedSubject = 'Your Story Trails e-mail address was changed'

/** To the old address, once the change is done. */
export function EmailChangedEmail({ newEmail }: { newEmail: string }) {
  return (
    <EmailLayout preview="Your sign-in address was changed" heading="Your e-mail address was changed">
      <Text style={paragraph}>
        Your Story Trails account now signs in with <strong>{newEmail}</strong>. Every other device was signed out.
      </Text>
      <Text style={smallPrint}>
        If you did not make this change, please reply to this e-mail right away so we can help you get your account back.
      </Text>
    </EmailLayout>
  )
}
