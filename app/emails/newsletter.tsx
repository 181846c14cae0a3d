import { Button, Hr, Link, Section, Text } from '@react-email/components'
import { EmailLayout, paragraph, primaryButton, smallPrint } from './layout'

export interface NewsletterEmailProps {
  /** The parent's first name, or "there". */
  firstName: string
  /** "May 2026". */
  monthName: string
  /** The park of the month, from the catalogue: always one every family can explore. */
  parkName: string
  parkDescription: string
  parkFact: string
  exploreUrl: string
  /** The parent's own signed one-click unsubscribe link. */
  unsubscribeUrl: string
}

export const newsletterSubject = ({ monthName, parkName }: Pick<NewsletterEmailProps, 'monthName' | 'parkName'>) =>
  `Story Trails in ${monthName}: ${parkName} is our park of the month`

/** The monthly newsletter to every family with children who has not unsubscribed. */
export function NewsletterEmail({ firstName, monthName, parkName, parkDescription, parkFact, exploreUrl, unsubscribeUrl }: NewsletterEmailProps) {
  return (
    <EmailLayout preview={`Park of the month: ${parkName}`} heading={`Story Trails in ${monthName}`}>
      <Text style={paragraph}>Hi {firstName},</Text>
      <Text style={paragraph}>
        Our park of the month is <strong>{parkName}</strong>. {parkDescription}
      </Text>
      <Section style={{ backgroundColor: '#eef4ea', borderRadius: 12, padding: '4px 16px', margin: '16px 0' }}>
        <Text style={{ ...paragraph, color: '#2f5d3a' }}>
          <strong>Did you know?</strong> {parkFact}
        </Text>
      </Section>
      <Text style={paragraph}>
        {parkName} is in the Intermountain region, which every family can explore. Start a story there, read a chapter aloud
        together, and let your young explorer choose where the trail goes next.
      </Text>
      <Section style={{ textAlign: 'center', margin: '24px 0' }}>
        <Button href={exploreUrl} style={primaryButton}>
          Open the park map
        </Button>
      </Section>
      <Hr style={{ borderColor: '#e8dbc2', margin: '24px 0 16px' }} />
      <Text style={smallPrint}>
        You get this newsletter once a month because your family has a Story Trails account.{' '}
        <Link href={unsubscribeUrl} style={{ color: '#6b6257', textDecoration: 'underline' }}>
          Unsubscribe
        </Link>{' '}
        with one click, or change it any time on your Profile page.
      </Text>
    </EmailLayout>
  )
}
