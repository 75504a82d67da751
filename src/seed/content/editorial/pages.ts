import type { PageSeed } from '../types'

const terms: PageSeed = {
  slug: 'terms',
  title: 'Terms of Service',
  lastUpdated: '2025-03-11',
  body: [
    {
      p: 'Thanks for visiting. These terms explain the rules for using this guide site, including its news, basics guide, interactive maps, hero guides and any optional features such as accounts or a premium subscription. Please read them carefully; they are written to be as plain as a legal document can be.',
    },
    {
      p: "This is an independent fan site. It is **not affiliated with, endorsed by or sponsored by the game's publisher or developer**. Game names, hero names, map names and related marks belong to their respective owners and are used here only to identify the game we write about.",
    },
    { h2: '1. Agreement to Terms' },
    {
      p: 'By opening, browsing or otherwise using the site, you agree to these terms. If you do not agree, please stop using the site. When we say "we" or "us" we mean the people who run this fan site; "you" means anyone who visits or uses it.',
    },
    {
      p: 'Some features may come with extra rules that we show you at the time you use them. Those rules form part of these terms.',
    },
    { h2: '2. Privacy' },
    {
      p: 'How we collect, use and store information is described in our [Privacy Policy](/privacy). By using the site you also accept that policy, so please read it alongside these terms.',
    },
    { h2: '3. Changes to the Terms' },
    {
      p: 'We may update these terms from time to time, for example when we add a feature or when the law changes. The date at the top of this page always shows when the latest version took effect.',
    },
    {
      p: 'For **material changes** we will give at least **30 days notice** before they apply, by posting a notice on the site and, if you have an account with a verified email address, by emailing you. Continuing to use the site after the changes take effect means you accept them.',
    },
    { h2: '4. Eligibility' },
    {
      p: 'You must be at least **13 years old** to use the site. If you are under the age of majority where you live, you should review these terms with a parent or guardian, and they must agree to them on your behalf before you buy a subscription.',
    },
    {
      p: 'Creating an account is **optional**. Most of the site, including all guides and news, can be read without one. If you do create an account, you are responsible for keeping your login details safe and for anything that happens under your account.',
    },
    { h2: '5. Feedback' },
    {
      p: 'We love hearing from players. When you send feedback, ideas or corrections through the site, you give us permission to use them to improve the site without owing you anything in return. We may edit or combine suggestions, and we are not obliged to act on every one.',
    },
    {
      p: 'Please do not include passwords, payment details or other sensitive personal information in a feedback message.',
    },
    { h2: '6. Subscriptions and Payments' },
    {
      p: 'We may offer an optional **premium subscription** with extras such as an ad-free experience. Premium is billed in advance on the period you choose: **monthly, every three months or annually**. Prices and what is included are shown before you confirm a purchase.',
    },
    {
      ul: [
        'Your subscription renews automatically at the end of each period until you cancel it. You can cancel at any time, and cancellation takes effect at the end of the current period.',
        'You may request a full refund within **14 calendar days from the initial purchase**. After that, payments are non-refundable except where the law requires otherwise.',
        'Renewals are not covered by the 14-day refund window unless required by law.',
        'Payments are handled by a third-party payment processor. We do not see or store your full card number.',
        'If we change the price of a subscription, we will tell you in advance and the new price will apply from your next billing period.',
      ],
    },
    { h2: '7. Content and Intellectual Property' },
    {
      p: 'The guide text, maps annotations, marker descriptions, layouts and other original material on the site belong to us or to the people who contributed them. You may read, share links to and quote short parts of our content for personal, non-commercial use, as long as you credit the site.',
    },
    {
      p: 'The site may let you record or save **gameplay highlights** and share them with others. You keep ownership of the highlights you create. By sharing one through the site, you give us a non-exclusive, worldwide, royalty-free licence to host, display and show it on the site for as long as it stays shared. You can stop sharing a highlight at any time, and you confirm that you have the right to share everything it contains.',
    },
    { h2: '8. Prohibited Conduct' },
    {
      p: 'To keep the site useful for everyone, you agree not to:',
    },
    {
      ul: [
        'scrape, copy or republish large parts of the site, or use automated tools to download it in bulk;',
        'try to break, overload or get around the security of the site;',
        'share highlights or messages that are unlawful, hateful, harassing, sexually explicit or that infringe the rights of others;',
        'pretend to be another person or misrepresent your connection with anyone;',
        'promote cheats, exploits, account selling or anything else that breaks the rules of the game;',
        'interfere with advertising on the site in ways meant to defraud advertisers.',
      ],
    },
    { h2: '9. Third-Party Links' },
    {
      p: 'The site contains links to other websites and services, and it shows **advertising** provided by third parties. We do not control those sites or ads and are not responsible for their content, products or privacy practices. Visiting them is at your own risk and under their own terms.',
    },
    { h2: '10. Termination' },
    {
      p: 'You can stop using the site at any time and, if you have an account, delete it from your account settings or by contacting us. We may suspend or close accounts, remove shared highlights or block access if these terms are broken or if we need to protect the site or other users.',
    },
    {
      p: 'If we close an account that has an active subscription for reasons other than a breach of these terms, we will refund the unused part of the current billing period.',
    },
    { h2: '11. Disclaimer of Warranties' },
    {
      p: 'The site is provided **"as is" and "as available"**. Guides reflect our understanding of the game at the time of writing, and the game changes often; heroes, maps and numbers may be out of date. To the extent the law allows, we make no promises that the site will be accurate, complete, uninterrupted or free of errors.',
    },
    { h2: '12. Indemnification' },
    {
      p: 'If someone brings a claim against us because of content you shared, or because you broke these terms or the law, you agree to cover the reasonable costs and losses that result, including reasonable legal fees, to the extent the law allows.',
    },
    { h2: '13. Limitation of Liability' },
    {
      p: 'To the fullest extent the law allows, we are not liable for indirect, incidental, special or consequential losses, such as lost data, lost profits or a lost ranked match, arising from your use of the site.',
    },
    {
      p: 'Our total liability for any claim relating to the site is limited to **the amount you paid us in the 12 months before the claim, or $100, whichever is greater**. Nothing in these terms limits liability that cannot be limited by law.',
    },
    { h2: '14. Governing Law' },
    {
      p: 'These terms are governed by the laws of the place where the site operator is based, without regard to conflict-of-law rules. If you live somewhere that gives you extra consumer protections, those protections still apply to you.',
    },
    { h2: '15. Dispute Resolution' },
    {
      p: 'If something goes wrong, please contact us first. Most problems can be solved quickly and informally. If we cannot resolve a dispute within 30 days of you reaching out, either side may take it to the competent courts, unless the law where you live requires a different process.',
    },
    { h2: '16. General Provisions' },
    {
      ul: [
        'These terms, together with the Privacy Policy, are the whole agreement between you and us about the site.',
        'If any part of these terms is found unenforceable, the rest stays in effect.',
        'If we do not enforce a right straight away, we have not given it up.',
        'You may not transfer your rights under these terms without our consent. We may transfer ours as part of a sale or reorganisation of the site.',
      ],
    },
    { h2: '17. Changes to the Service' },
    {
      p: 'The site is a hobby project that grows with the game. We may add, change or remove features, guides or maps at any time, and we may pause or shut the site down. If we discontinue the premium subscription, we will refund the unused part of any period you have already paid for.',
    },
    { h2: 'Contact' },
    {
      p: 'Questions about these terms? Use the **Contact** link in the footer of any page to send us a message, and we will get back to you as soon as we can.',
    },
  ],
}

const privacy: PageSeed = {
  slug: 'privacy',
  title: 'Privacy Policy',
  lastUpdated: '2025-04-12',
  body: [
    {
      p: 'This policy explains what information this fan guide site collects, why we collect it and what choices you have. We try to collect as little as possible: you can read every guide without signing in or telling us anything about yourself.',
    },
    { h2: 'Information We Collect' },
    {
      p: 'We collect information in three ways: what you give us, what your browser sends automatically, and what our service providers share with us.',
    },
    {
      ul: [
        '**Feedback and contact messages.** When you send a message through the feedback or contact dialog, we store the message itself, the optional Discord name or email address you choose to add, the page you sent it from, your browser, device, operating system, screen resolution, the referring page, your time zone, your IP address and the country it points to. These details help us reproduce bugs and reply to you.',
        '**Usage information.** Like most websites, our servers log basic request data such as IP address, pages requested and the time of the request.',
        '**Account and payment information**, only if you create an account or buy a subscription, as described below.',
      ],
    },
    { h2: 'Cookies' },
    {
      p: 'We use a small number of cookies and similar browser storage. Some are needed for the site to work, for example remembering whether you collapsed the map legend or the map navigation. Others are set by analytics and advertising partners. You can block or delete cookies in your browser settings; the guides will still work, though some preferences will not be remembered.',
    },
    { h2: 'Analytics' },
    {
      p: 'We use an analytics service to understand which pages are popular, how people find the site and where they get stuck. The data is aggregated and used only to improve the site. Where possible we ask our analytics provider to shorten IP addresses before storing them.',
    },
    { h2: 'Advertising' },
    {
      p: 'Advertising helps pay for hosting and keeps the guides free. Ads may be personalised based on your browsing, depending on your location and the choices you make in our consent banner. Premium subscribers see the site without ads.',
    },
    { h2: 'Our Advertising Partner' },
    {
      p: 'Ads are served by a third-party advertising partner. That partner and its vendors may use cookies, device identifiers and similar technologies to show ads, limit how often you see the same ad and measure ad performance. Their use of your data is governed by their own privacy policies, and you can manage personalised advertising through the consent tools on the site or through your browser and device settings.',
    },
    { h2: 'Email Communication' },
    {
      p: 'If you give us an email address in a contact message, we use it only to reply to you. If you have an account, we may send you service messages, such as notices about changes to our terms or your subscription. We will only send newsletters if you opt in, and every newsletter includes an unsubscribe link.',
    },
    { h2: 'Account Data' },
    {
      p: 'Accounts are optional. If you create one, we store your email address, a display name, a securely hashed password or a sign-in token from the provider you chose, your saved preferences and any gameplay highlights you decide to share. You can edit or delete this information at any time.',
    },
    { h2: 'Payments' },
    {
      p: 'Subscription payments are handled by a third-party payment processor. We receive confirmation of your payment, your subscription period and limited details such as the card type and last four digits, but we never see or store your full card number.',
    },
    { h2: 'Your Rights' },
    {
      p: 'Depending on where you live, you may have the right to:',
    },
    {
      ul: [
        'access the personal information we hold about you;',
        'ask us to correct or delete it;',
        'object to or restrict certain uses, including personalised advertising;',
        'receive a copy of your data in a portable format;',
        'withdraw consent you gave earlier;',
        'complain to your local data protection authority.',
      ],
    },
    {
      p: 'To use any of these rights, contact us through the footer link. We may need to confirm your identity before acting on a request.',
    },
    { h2: 'Data Retention' },
    {
      p: 'We keep feedback messages for as long as they are useful for improving the site and usually delete them within two years. Account data is kept while your account is open and removed within 30 days of deletion, except where we must keep payment records for legal or tax reasons.',
    },
    { h2: 'Security' },
    {
      p: 'We use encrypted connections, limit who can access stored data and keep our software up to date. No online service is perfectly secure, so we cannot guarantee absolute security, but we will tell affected users promptly if a breach puts their information at risk.',
    },
    { h2: 'Business Transfers' },
    {
      p: 'If the site is sold, merged or handed over to new maintainers, the information we hold may be transferred as part of that change. The new owner will have to respect this policy, or tell you clearly before making any changes to it.',
    },
    { h2: "Children's Privacy" },
    {
      p: 'The site is not meant for children under 13, and **users under 13 are not allowed** to create accounts or send us personal information. If we learn that we hold information from a child under 13, we will delete it. Parents or guardians who think this has happened can contact us.',
    },
    { h2: 'Changes to This Policy' },
    {
      p: 'We may update this policy when we add features or when the law changes. The date at the top shows the latest version. If a change is significant, we will post a notice on the site and email account holders before it takes effect.',
    },
    { h2: 'Contact' },
    {
      p: 'Questions about your privacy or this policy? Use the **Contact** link in the footer of any page and we will reply as soon as we can.',
    },
  ],
}

const about: PageSeed = {
  slug: 'about',
  title: 'About',
  lastUpdated: '2025-04-07',
  body: [
    {
      p: 'Welcome! We are a small group of players who kept explaining the same callouts, flank routes and team-ups to our friends, so we wrote them down. This site is the result: a free, community-made guide for everyone from first-week recruits to players grinding for their next rank.',
    },
    {
      p: "We are fans, not a studio. The site is not affiliated with the game's publisher or developer, and everything written here is our own opinion, tested in our own matches.",
    },
    { h2: 'Interactive Maps' },
    {
      p: 'Every map is split into sections, and each section has markers for health packs, flank routes, high ground, choke points and good spots for ultimates. Click a marker for a short explanation and pictures, go fullscreen to study a whole map, and read the hot spots, breakout routes and utility placements underneath. Start with [the maps list](/maps).',
    },
    { h2: 'Hero Mastery' },
    {
      p: 'Each hero gets a page with their abilities, what they are good at, who counters them, who they pair well with and which team-ups they belong to. Heroes with more than one form have every variant covered. Browse them all on [the heroes page](/heroes).',
    },
    { h2: 'The Basics Guide' },
    {
      p: 'New to the game, or coming from another shooter? [The Basics guide](/basics) walks through the three roles, the game modes, the arcade modes and the slang you will hear in voice chat, with a handful of tips that win more games than raw aim.',
    },
    { h2: 'Latest News' },
    {
      p: 'Our news author, Vex, covers every season launch, new hero and new map, along with site updates and the occasional balance note. Catch up on [the news page](/news).',
    },
    {
      p: 'Spotted a mistake, or have an idea? Use the lightbulb at the top of any page to send feedback, or reach us through the **Contact** link in the footer.',
    },
    {
      p: 'One more thing: every good guide needs a source of rumours. [Meet our resident information broker](/profiles/the-whisper).',
    },
  ],
}

export const pages: PageSeed[] = [terms, privacy, about]
