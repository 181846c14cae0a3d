import { Button, Section, Text } from '@react-email/components'
import { EmailLayout, paragraph, primaryButton, smallPrint } from './layout'

export interface WelcomeEmailProps {
  /** The parent's first name, or "there" when they have not given one. */
  firstName: string
  childName: string
  exploreUrl: string
}

export const welcomeSubject = ({ childName }: Pick<WelcomeEmailProps, 'childName'>) => `Welcome to Story Trails: ${childName}'s first adventure is waiting`

/** To a parent, once, when they add their first child. */
export function WelcomeEmail({ firstName, childName, exploreUrl }: WelcomeEmailProps) {
  return (
    <EmailLayout preview={`${childName} is ready to explore the national parks`} heading="Welcome to Story Trails!">
      <Text style={paragraph}>Hi {firstName},</Text>
      <Text style={paragraph}>
        Thank you for adding {childName} to Story Trails. Every adventure happens in a real US national park, and at the end of
        each chapter {childName} decides what happens next.
      </Text>
      <Text style={paragraph}>Here is how to begin:</Text>
      <Text style={paragraph}>
        1. Pick a park on the map. The Intermountain parks are open to every family.
        <br />
        2. Choose a young explorer and an animal sidekick.
        <br />
        3. Read the first chapter together, then let {childName} choose the path.
        <br />
        4. Finish the story and pass the park quiz to earn that park&apos;s Explorer badge.
      </Text>
      <Section style={{ textAlign: 'center', margin: '24px 0' }}>
        <Button href={exploreUrl} style={primaryButton}>
          Start exploring
        </Button>
      </Section>
      <Text style={smallPrint}>
        Your account started with 50 free credits, and one credit writes one chapter. You get this e-mail once, when you add your
        first child.
      </Text>
    </EmailLayout>
  )
}
