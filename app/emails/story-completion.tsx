import { Button, Section, Text } from '@react-email/components'
import { EmailLayout, paragraph, primaryButton, smallPrint } from './layout'

export interface StoryCompletionEmailProps {
  /** The parent's first name, or "there". */
  firstName: string
  childName: string
  storyTitle: string
  parkName: string
  /** The story's summary page (the parent's own, behind sign-in). */
  storyUrl: string
}

export const storyCompletionSubject = ({ childName, storyTitle }: Pick<StoryCompletionEmailProps, 'childName' | 'storyTitle'>) =>
  `${childName} finished "${storyTitle}"`

/** To the parent, when one of their children reaches the last chapter of a story. */
export function StoryCompletionEmail({ firstName, childName, storyTitle, parkName, storyUrl }: StoryCompletionEmailProps) {
  return (
    <EmailLayout preview={`A finished adventure in ${parkName}`} heading="An adventure is complete!">
      <Text style={paragraph}>Hi {firstName},</Text>
      <Text style={paragraph}>
        {childName} just reached the last chapter of <strong>{storyTitle}</strong>, an adventure in {parkName}.
      </Text>
      <Text style={paragraph}>
        The story summary keeps every chapter and the park facts discovered along the way, and you can download the whole story as
        a printable book.
      </Text>
      <Section style={{ textAlign: 'center', margin: '24px 0' }}>
        <Button href={storyUrl} style={primaryButton}>
          Read the story summary
        </Button>
      </Section>
      <Text style={paragraph}>
        Next up: the {parkName} quiz. Passing it earns {childName} the park&apos;s Explorer badge.
      </Text>
      <Text style={smallPrint}>You get this e-mail when one of your children finishes a story on Story Trails.</Text>
    </EmailLayout>
  )
}
