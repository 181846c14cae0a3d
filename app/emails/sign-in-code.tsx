import { Body, Container, Head, Heading, Html, Preview, Section, Text } from '@react-email/components'

export interface SignInCodeEmailProps {
  code: string
  minutes: number
}

export const signInCodeSubject = (code: string) => `${code} is your Story Trails sign-in code`

export function SignInCodeEmail({ code, minutes }: SignInCodeEmailProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>Your Story Trails sign-in code is {code}</Preview>
      <Body style={{ backgroundColor: '#fbf7ef', fontFamily: 'Nunito, Helvetica, Arial, sans-serif', color: '#2f2a24' }}>
        <Container style={{ maxWidth: 480, margin: '32px auto', padding: 32, backgroundColor: '#ffffff', borderRadius: 16 }}>
          <Heading as="h1" style={{ fontSize: 22, color: '#2f5d3a', margin: '0 0 16px' }}>
            Welcome back to Story Trails
          </Heading>
          <Text style={{ fontSize: 16, lineHeight: '24px' }}>Enter this code on the sign-in page to continue:</Text>
          <Section style={{ textAlign: 'center', margin: '24px 0' }}>
            <Text
              style={{
                display: 'inline-block',
                fontSize: 32,
                fontWeight: 700,
                letterSpacing: 8,
                padding: '12px 20px',
                backgroundColor: '#eef4ea',
                borderRadius: 12,
                color: '#2f5d3a',
                margin: 0,
              }}
            >
              {code}
            </Text>
          </Section>
          <Text style={{ fontSize: 14, lineHeight: '22px', color: '#6b6257' }}>
            The code works once and expires in {minutes} minutes. If you did not ask to sign in, you can ignore
            this e-mail: nobody can get into your account without the code.
          </Text>
        </Container>
      </Body>
    </Html>
  )
}
