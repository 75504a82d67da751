import type { CharacterProfileSeed } from '../types'

/** An original, fictional information broker: the site's mascot of rumours. Not any existing comic character. */
export const characterProfile: CharacterProfileSeed = {
  slug: 'the-whisper',
  title: 'The Whisper',
  lastUpdated: '2025-04-07',
  socialHandle: '@whisperline',
  socialUrl: 'https://social.example/@whisperline',
  body: [
    {
      p: 'Every city has someone who knows what happens next. In ours, that someone does not have a face, only a voice that arrives a few seconds before the news does.',
    },
    { h2: 'Identity' },
    {
      ul: [
        '**Known as:** The Whisper',
        '**Real name:** Unknown. Three different names have been offered, and each of them belonged to someone who turned out never to have existed.',
        '**Occupation:** Information broker, rumour merchant, occasional matchmaker for unlikely alliances',
        '**Base of operations:** A rotating set of rented rooms above noodle bars, laundromats and one very confused bookshop',
      ],
    },
    {
      p: 'Clients describe a calm, amused voice and a long grey coat. Nobody agrees on height, accent or age, which The Whisper considers a professional achievement.',
    },
    { h2: 'Powers & Abilities' },
    {
      p: '**Echo Sense.** The Whisper can hear any sentence spoken within a city block, and can replay it later in the original speaker\'s voice. Secrets spoken quietly seem to carry further, not less.',
    },
    {
      p: '**Static Veil.** By humming at the right pitch, The Whisper blurs the memory of anyone nearby. People remember that a conversation took place, but not who they spoke with.',
    },
    {
      ul: [
        'An encyclopaedic mental ledger of favours owed and favours collected',
        'Fluent in eleven languages and four kinds of radio chatter',
        'No combat training to speak of, and proud of it: the best fight is the one someone else was warned about',
      ],
    },
    { h2: 'Origin Story' },
    {
      p: 'The Whisper began as a night-shift switchboard operator at a failing telephone exchange. During a lightning storm that knocked out half the city, the entire network of lines poured into one headset at once, and the operator heard every call in the city simultaneously. By morning, the exchange was shut down and the operator had vanished.',
    },
    {
      p: 'Weeks later, small envelopes started appearing under the doors of shopkeepers and street-level heroes, each containing one accurate warning and a polite invoice. The legend grew from there.',
    },
    { h2: 'Allies & Enemies' },
    {
      p: '**Allies.** *Marlow Quill*, a retired courier who delivers envelopes without ever asking what is inside; *Tessa Vane*, a rooftop cartographer who trades maps of secret routes for gossip; and *Old Button*, a pigeon of unusual intelligence and poor manners.',
    },
    {
      p: '**Enemies.** *The Quiet Syndicate*, a cartel of information hoarders who believe secrets should be kept, not sold; and *Auditor Grell*, a relentless investigator determined to put a face to the voice.',
    },
    {
      p: 'Relationships shift with the market. Today\'s rival can be tomorrow\'s best client, and The Whisper never burns a bridge that might carry useful traffic later.',
    },
    { h2: 'Current Status' },
    {
      p: 'Active, unconfirmed and, according to several sources, standing right behind you. The Whisper has recently taken an interest in the arena matches, selling early word on which teams are practising which tricks.',
    },
    {
      p: 'Rumour has it The Whisper also leaves the odd tip in our news inbox. We cannot confirm this. Follow the official feed for cryptic updates, but remember: if you heard it from The Whisper, somebody paid for you to hear it.',
    },
  ],
}
