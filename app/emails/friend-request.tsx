import { Button, Section, Text } from '@react-email/components'
import { EmailLayout, paragraph, smallPrint } from './layout'

export interface FriendRequestEmailProps {
  /** Usernames only: a buddy e-mail never carries a child's name. */
  senderUsername: string
  receiverUsername: string
  buddiesUrl: string
}

export const friendRequestSubject = (props: Pick<FriendRequestEmailProps, 'receiverUsername'>) => `A Trail Buddy request for @${props.receiverUsername}`

/** To the receiving child's parent: a request waits for their answer on the Trail Buddies page. */
export function FriendRequestEmail({ senderUsername, receiverUsername, buddiesUrl }: FriendRequestEmailProps) {
  return (
    <EmailLayout preview={`@${senderUsername} would like to be Trail Buddies`} heading="A new Trail Buddy request">
      <Text style={paragraph}>
        <strong>@{senderUsername}</strong> would like to be Trail Buddies with <strong>@{receiverUsername}</strong> on Story
        Trails.
      </Text>
      <Text style={paragraph}>
        Buddies can chat about their adventures. Nothing happens unless you accept: you can accept or decline the request, and
        block a username, on the Trail Buddies page.
      </Text>
      <Section style={{ textAlign: 'center', margin: '24px 0' }}>
        <Button href={buddiesUrl} style={{ backgroundColor: '#2f5d3a', color: '#ffffff', padding: '12px 20px', borderRadius: 12, fontWeight: 700 }}>
          Review the request
        </Button>
      </Section>
      <Text style={smallPrint}>You get this e-mail because your child has a Story Trails profile.</Text>
    </EmailLayout>
  )
}
