import { Body, Container, Head, Heading, Html, Preview, Text } from '@react-email/components'
import type { ReactNode } from 'react'

/** The frame every Story Trails e-mail shares: warm paper, one white card, our greens. */
export function EmailLayout({ preview, heading, children }: { preview: string; heading: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#fbf7ef', fontFamily: 'Nunito, Helvetica, Arial, sans-serif', color: '#2f2a24' }}>
        <Container style={{ maxWidth: 480, margin: '32px auto', padding: 32, backgroundColor: '#ffffff', borderRadius: 16 }}>
          <Heading as="h1" style={{ fontSize: 22, color: '#2f5d3a', margin: '0 0 16px' }}>
            {heading}
          </Heading>
          {children}
        </Container>
      </Body>
    </Html>
  )
}

export const paragraph = { fontSize: 16, lineHeight: '24px' } as const
export const smallPrint = { fontSize: 14, lineHeight: '22px', color: '#6b6257' } as const

export function CodeBox({ code }: { code: string }) {
  return (
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
  )
}

/** The call to action of a family e-mail. */
export const primaryButton = { backgroundColor: '#2f5d3a', color: '#ffffff', padding: '12px 20px', borderRadius: 12, fontWeight: 700 } as const
