/**
 * Legal pages shown to parents: the Privacy Policy and the Disclaimer.
 * Written in plain English for parents. Keep `updated` in sync with any change to the wording.
 * The privacy policy follows the Children's Online Privacy Protection Rule as amended in 2025 (16 CFR
 * 312, compliance from 2026-04-22): it names each outside service that receives a child's or a
 * parent's information and why, and how long each kind of information is kept (the figures come from
 * the code that deletes it: app/models/retention.server.ts).
 */
import { RETENTION } from '~/models/retention.server'

export interface LegalSection {
  heading: string
  paragraphs?: string[]
  bullets?: string[]
}

export interface LegalDocument {
  title: string
  /** ISO date of the last change, e.g. '2026-11-21'. */
  updated: string
  intro: string
  sections: LegalSection[]
}

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-11-27',
  intro:
    "Story Trails is made for families, and we take the trust you place in us seriously. This policy explains, in plain words, what information we collect when you and your children use Story Trails, why we collect it, who helps us look after it, and the choices you have. If anything is unclear, please e-mail us at privacy@storytrails.app and we'll be happy to help.",
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'Story Trails is a family web app where children explore real US national parks through illustrated, chaptered adventure stories that they steer with their choices. Children can also take park quizzes to earn Explorer badges and, if their parents agree, chat with approved Trail Buddies.',
        'In this policy, “we” and “us” mean Story Trails, “you” means the parent or legal guardian who holds the account, and “your child” means any child you add to your account.',
        "Story Trails is designed for children aged about 4 to 12. Children never sign in or create accounts of their own: a parent signs in, adds their children and manages everything for them. We have built Story Trails around the principles of the US Children's Online Privacy Protection Act (COPPA): we ask a parent before we collect anything about a child, we collect as little as we can, and parents stay in control.",
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: ['We only collect what we need to run Story Trails for your family:'],
      bullets: [
        'About you, the parent: your name and e-mail address. If you sign in with Google, we also receive the web address of your Google profile photo, if you have one. We never see your Google password.',
        'About each child you add: their first name, their birthday, and a kid-safe username that we generate for them, so they never have to make one up.',
        'What your children create: their stories and the choices they make in them, the pictures made for their stories, their quiz answers, the Explorer badges they earn, and the messages they send to and receive from Trail Buddies.',
        "Photos you upload: any photos you add to your family's stories. They stay private to your family unless you choose to share a story.",
        'Purchases: a record of the credits you buy, such as the date, the amount and the number of credits. Payments are handled by Stripe, so your card details go to Stripe and are never stored by us.',
        'Technical information: like any website, our servers receive basic information from your browser, such as your IP address, browser type and the pages requested. We use it only to keep Story Trails running, secure and free from misuse. We also use a few small cookies that the service needs to work, such as the one that keeps you signed in (see Cookies below).',
      ],
    },
    {
      heading: 'What we do not collect',
      paragraphs: ['Some things we deliberately leave out:'],
      bullets: [
        "Your child's last name, home address, school, phone number or e-mail address. No part of Story Trails asks a child for personal details.",
        'Your payment card number or other card details. Stripe handles those.',
        "Your device's precise location or your contacts.",
        "Advertising identifiers, or information from advertising or tracking cookies. We don't use any.",
      ],
    },
    {
      heading: 'How we use information',
      paragraphs: ['We use information only to run Story Trails for your family:'],
      bullets: [
        'To sign you in, with a one-time code sent to your e-mail address or with Google.',
        "To create your children's stories and quizzes. We use your child's first name so that stories feel personal, and their age (worked out from their birthday) so that stories and quizzes are pitched at the right level.",
        'To save stories, choices, quiz results and badges, so your children can pick up where they left off.',
        'To run Trail Buddies safely, including filtering messages.',
        'To process credit purchases and keep a record of them.',
        'To send you e-mails you need, such as sign-in codes and important notices about your account or this policy.',
        'To keep Story Trails secure, fix problems and prevent misuse.',
      ],
    },
    {
      heading: 'How optional AI features use information',
      paragraphs: [
        'Some story chapters and pictures can be written or drawn with the help of artificial intelligence (AI) from OpenAI. These features are optional, and they are switched off unless we configure them.',
        "When our AI story service is switched on, the instructions we send to OpenAI contain only your child's first name and age, plus information about the park, the story so far and its characters. We never send your child's birthday, username, photos, quiz answers or Trail Buddy messages, and we never send your name or e-mail address. When you ask for an AI picture, OpenAI receives the description you typed and the park's name.",
        'OpenAI does not use what we send through its API to train its models. It may keep it for up to 30 days to watch for abuse, and then deletes it.',
        'Everything the AI writes or draws goes through automatic moderation, to filter out anything that is not suitable for children. No filter is perfect, so if you ever see something that worries you, please tell us at privacy@storytrails.app and we will look into it.',
        'When it is switched off, stories are written by our own storytellers as branching adventures, quizzes come from our own question banks, and nothing is sent to OpenAI.',
      ],
    },
    {
      heading: 'Who we share information with',
      paragraphs: [
        "We never sell or rent your information or your children's information, there are no ads in Story Trails, and we never share it for anyone's marketing.",
        'If you choose to share a story, anyone with its link can read that story and see its park pictures. Photos you uploaded stay out of it unless you tick "Include our photos". Everything else stays private to your family, and you can stop sharing at any time.',
        'We may also share information if the law requires it, or if we need to protect the safety of a child or anyone else.',
        'Otherwise, these outside services receive information, each only what it needs for the job we use it for, and each bound by its contract with us to use it for nothing else:',
      ],
      bullets: [
        "Cloudflare hosts Story Trails: its servers run the app and store everything described in this policy (accounts, children's profiles, stories, quiz results, badges, chats, photos).",
        "Resend delivers our e-mails: it receives your e-mail address and each e-mail we send you, such as sign-in codes, a welcome note that names the child you added, and a note when your child finishes a story.",
        'Stripe processes payments when you buy credits: it receives your card details directly from your browser, never through us, and from us only the amount and a reference number of the purchase.',
        'Google, only if you choose "Continue with Google": it confirms your e-mail address to us and sends your name and the address of your profile photo.',
        "OpenAI, only when our AI story service is switched on: your child's first name and age and the story's details, as described above.",
        "OpenStreetMap's map tile servers, when the park map draws its detailed map: your browser asks them for map pictures, so they see your device's IP address, like any website you visit. They receive nothing about your family.",
      ],
    },
    {
      heading: 'Trail Buddies and keeping children safe',
      paragraphs: [
        'Trail Buddies lets children chat with other Story Trails children. A connection only starts after both families have accepted it, so nobody can message your child out of the blue.',
        "Every message is checked before it is sent: a filter blocks unkind words and messages that look like personal information, such as phone numbers, e-mail addresses, home addresses, links or plans to meet, and a blocked message is never stored or delivered. Other families see only your child's first name and Trail Buddies username, never their full name, age or e-mail address.",
        "You can read your child's Trail Buddy conversations at any time on the Grown-ups tab of the Trail Buddies page, remove a buddy, and block a username. Messages are kept for 90 days and then deleted automatically. Removing or blocking a buddy deletes that chat for both children straight away, and removing a child or deleting your account deletes all of their chats.",
        "No filter catches everything, so we encourage you to talk with your child about never sharing personal details online, and to tell you if anything makes them feel uncomfortable. If a message worries you, please e-mail privacy@storytrails.app and we'll look into it.",
      ],
    },
    {
      heading: 'Parental consent and your rights',
      paragraphs: [
        "We ask for a parent's consent before we collect any information about a child. Only a parent or legal guardian can create a Story Trails account and add a child to it, and adding a child is how you give your consent to the collection described in this policy.",
        "If we learn that we have collected information about a child without a parent's consent, we will delete it.",
        'When you contact us, we may ask you to write from the e-mail address on your account, so we know the request really comes from you.',
        'As a parent, you can at any time:',
      ],
      bullets: [
        'Review the information we hold about your child, such as their profile, stories, quiz results, badges and Trail Buddy messages, from your account.',
        "Correct your child's details, such as their first name or birthday.",
        "Download a copy of everything we hold about your family, as one file, from Account > Profile > Download my family's data.",
        "Delete your child's information, or your whole account (see below).",
        'Withdraw your consent. Removing a child from your account stops us collecting anything more about them. You can also e-mail us and we will help.',
      ],
    },
    {
      heading: 'How to delete information',
      paragraphs: [
        "Deleting is permanent and can't be undone, so if you'd like to keep your children's stories, download a copy first (Account > Profile > Download my family's data). You can delete information in these ways:",
      ],
      bullets: [
        "To remove a child, go to Account > Children > Remove. This deletes that child's profile, stories, images, quiz results, badges and Trail Buddy chats.",
        'To delete your whole account, and everything about you and your children with it, go to Account > Profile > Delete my account and type your e-mail address to confirm. It happens at once and signs you out on every device.',
        'If you prefer, you can also ask us by e-mail to remove a child or any particular information, and we will do it for you.',
      ],
    },
    {
      heading: 'How long we keep information',
      paragraphs: [
        'We keep each kind of information only as long as Story Trails needs it to work for your family, and then delete it automatically:',
      ],
      bullets: [
        `Your account, your children's profiles, their stories, pictures, quiz results and badges: until you delete them, or delete your account. Stories are what your family comes back to, so we do not delete them on our own.`,
        `Trail Buddy messages: ${RETENTION.chatDays} days, then deleted automatically. Removing or blocking a buddy deletes that chat for both children straight away.`,
        `Sign-in codes: a code works for ${RETENTION.codeMinutes} minutes and only once, and is deleted within a day.`,
        `Sessions (what keeps you signed in): ${RETENTION.sessionDays} days at most; signing out ends yours at once on our side, and an ended session is deleted.`,
        `Copies of the e-mails we sent you: ${RETENTION.sentMailDays} days.`,
        `Records that stop anyone asking for too many codes or stories at once: ${RETENTION.rateLimitDays} days.`,
        `The log of what our admins changed, which names accounts only by a number: ${RETENTION.auditLogDays / 365} years.`,
        `A one-way fingerprint of each mailbox that earned a referral bonus (not the address itself), so one mailbox earns one bonus: ${RETENTION.referredMailboxDays / 365} years.`,
        `Our servers' technical logs: at most ${RETENTION.workerLogDays} days. They never hold sign-in codes, e-mail addresses or the words of an e-mail.`,
        'Purchase records: kept for tax and accounting as the law requires; when you delete your account they are kept without your name, e-mail address or anything else that links them to your family. Stripe keeps its own records of the payments it processed, under its own privacy policy.',
      ],
    },
    {
      heading: 'How we keep information safe',
      paragraphs: [
        "We take care to protect your family's information. Story Trails is only served over encrypted connections (HTTPS), and access to information is limited to what is needed to run the service. There are no passwords to guess or reuse: you sign in with a one-time code sent to your e-mail address, or with Google.",
        'We keep a written information security program, as the children\'s privacy rule asks: a named person is responsible for it, we review the risks to children\'s information at least once a year, every protection is tested automatically before any change goes live, and the admins who help run Story Trails confirm it is them with a fresh code before they can delete an account or give out credits.',
        'Photos you upload are private to your family unless you choose to share a story, and card details are handled by Stripe and never stored by us.',
        "No online service can promise perfect security. If something ever went wrong that affected your family's information, we would tell you and explain what we are doing about it.",
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        "Story Trails uses a few small cookies, and each one is there only because the service needs it. One keeps you signed in: without it, you'd have to sign in again on every page.",
        'One remembers which of your children is exploring, so Story Trails opens on their map. It holds only a number.',
        'One makes sure you see your latest changes straight away, such as a child you have just added, even when the copy of our database nearest to you has not caught up yet. It holds only a marker of how up to date your last page was, and it expires after 10 minutes.',
        'One carries a short notice, such as "Child Removed", from one page to the next. It expires after a minute.',
        "If you open a friend's referral link, another cookie remembers their referral code for up to 30 days so you both get your bonus credits when you join. It holds nothing else and is deleted when you sign up.",
        "We don't use advertising or tracking cookies, and we don't follow you or your children around the web.",
        "When you buy credits, Stripe's payment pages may use their own cookies to keep payments secure, as described in Stripe's privacy policy.",
      ],
    },
    {
      heading: 'Changes to this policy and contacting us',
      paragraphs: [
        "If we change this policy, we'll update the date at the top of this page. If a change affects how we collect or use children's information in an important way, we'll e-mail you before it takes effect and, where needed, ask for your consent again.",
        "Questions, requests or worries? We're happy to help. E-mail privacy@storytrails.app and we'll get back to you as soon as we can.",
      ],
    },
  ],
}

export const disclaimer: LegalDocument = {
  title: 'Disclaimer',
  updated: '2026-11-21',
  intro:
    "Story Trails is made to spark children's curiosity about America's national parks. This page explains what Story Trails is and isn't, and how to stay safe if its stories inspire a real visit. Please read it together with our Privacy Policy.",
  sections: [
    {
      heading: 'Stories are make-believe, set in real places',
      paragraphs: [
        'Story Trails adventures are fiction. The characters, their animal sidekicks and what happens to them are made up, even though the parks they explore are real.',
        "In stories, animals may talk and characters may do things that real visitors can't or shouldn't. Real wild animals are not pets or friends to walk up to, however friendly a story sidekick may be.",
        'Younger children may need a little help telling the difference between a story and real life, and talking about it together is part of the fun.',
      ],
    },
    {
      heading: 'Park facts can change',
      paragraphs: [
        'We check the park facts in our stories and quizzes carefully, but parks change. Roads and trails close, visitor centers change their hours, weather and seasons change trail conditions, and wildlife moves around. Some facts are also simplified for young readers.',
        'Before visiting any park, check the official National Park Service website, nps.gov, for current alerts, closures and conditions, and for any passes or reservations you may need.',
        "If you spot a fact that looks wrong, please tell us at privacy@storytrails.app and we'll fix it.",
      ],
    },
    {
      heading: 'Never approach wildlife',
      paragraphs: [
        'Wild animals are wild, even when they look calm or cute. Never approach, touch, follow or feed wildlife, and keep children close to you.',
        'Each park sets its own rules about how far away to stay. For example, Yellowstone asks visitors to stay at least 100 yards (about 91 meters) from bears and wolves, and at least 25 yards (about 23 meters) from all other animals, including bison and elk. Follow the rules of the park you are in and any instructions from rangers.',
        "Use binoculars or a zoom lens for a closer look, and store food safely so that animals don't learn to come looking for it.",
      ],
    },
    {
      heading: 'Not affiliated with the National Park Service',
      paragraphs: [
        'Story Trails is an independent app. It is not affiliated with, sponsored by or endorsed by the National Park Service or any other government agency. Park names are used only to describe where our stories take place.',
        "Our Explorer badges are inspired by the National Park Service's Junior Ranger program, but they are not official National Park Service badges. To earn a real Junior Ranger badge, ask at a park visitor center or look for the program on nps.gov.",
      ],
    },
    {
      heading: 'About AI-generated content',
      paragraphs: [
        'When our AI story service is switched on, some story chapters and pictures are created with the help of artificial intelligence. Everything goes through automatic moderation to filter out anything unsuitable for children, but AI can still make mistakes: a detail in a story might be wrong, or a picture might not look quite like the real park.',
        'AI-made pictures are illustrations, not photographs. If you see anything inaccurate or unsuitable, please tell us at privacy@storytrails.app so we can put it right.',
      ],
    },
    {
      heading: 'Grown-ups stay in charge',
      paragraphs: [
        'Story Trails is designed for children to enjoy with a parent or caregiver nearby. Parents manage the account, choose which features to use, approve Trail Buddies and decide what to share.',
        'We recommend that younger children use Story Trails with an adult, and that you check in now and then on what your child is reading and who they are chatting with.',
      ],
    },
    {
      heading: 'Staying safe outdoors',
      paragraphs: [
        'If a story inspires a real adventure, that is wonderful! In real parks, a few simple habits help everyone have a good day:',
      ],
      bullets: [
        'Children should always stay with an adult.',
        'Stay on marked trails and keep well back from cliff edges, fast-moving water and hot springs.',
        'Bring plenty of water, snacks, sun protection and layers for changing weather.',
        'Check the weather and the park alerts before you set out, and choose a hike that suits the youngest person in your group.',
        'Agree on a plan in case you get separated, such as staying in one place until a grown-up finds you.',
        'Leave no trace: take your trash home and leave plants, rocks and animals as you found them.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        "Story Trails may link to other websites, such as nps.gov. We don't control those websites and are not responsible for their content or their privacy practices, so please check them yourself before a child uses them.",
      ],
    },
    {
      heading: 'Our responsibility, in plain words',
      paragraphs: [
        "We work hard to make Story Trails accurate, safe and fun, but we provide it as it is, and we can't promise that it will always be available, free of mistakes or up to date.",
        'Story Trails is for fun and learning. It is not a trip planner or an outdoor safety guide. You are responsible for the decisions you make about visiting parks and for supervising your children.',
        'As far as the law allows, Story Trails is not responsible for any injury, loss or damage that comes from relying on what is in the app or from visiting a park. Nothing on this page takes away any rights that the law says cannot be taken away.',
        "Questions? E-mail privacy@storytrails.app and we'll be glad to help.",
      ],
    },
  ],
}
