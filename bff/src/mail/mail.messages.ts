/**
 * Every text of the mail Rushes sends. The spec words no mail, so all of it is ours; like the
 * web's messages module, one place, so a later catalogue can replace it.
 */
export const mailMessages = {
  product: 'Rushes',
  greeting: (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,'),
  /** Shown under the button for mail programs that do not follow it. */
  linkFallback: 'If the button does not work, open this address in your browser:',
  footer: (origin: string) => `Sent by Rushes at ${origin}.`,

  passwordReset: {
    subject: 'Reset your Rushes password',
    intro: (email: string) =>
      `Someone, hopefully you, asked to reset the password of the Rushes account ${email}.`,
    action: 'Choose a new password',
    validity: (duration: string) =>
      `The link works once, for ${duration}. Choosing a password signs you out everywhere else.`,
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },

  invitation: {
    subject: 'You are invited to Rushes',
    intro: (inviter: string, email: string) =>
      `${inviter} invited you to review media with them on Rushes, as ${email}.`,
    project: (project: string) => `You can find it in the project "${project}".`,
    action: 'Accept the invitation',
    validity: (duration: string) =>
      `The link works once, for ${duration}. You choose your password when you accept.`,
    ignore: 'If you did not expect this, ignore this mail: nothing happens without you.',
  },

  notices: {
    subject: (kind: 'content' | 'comment', count: number, project: string) =>
      kind === 'content'
        ? `${count === 1 ? 'A new file' : `${count} new files`} in ${project}`
        : `${count === 1 ? 'A new comment' : `${count} new comments`} in ${project}`,
    intro: (kind: 'content' | 'comment', project: string) =>
      kind === 'content' ? `New files arrived in ${project}:` : `People commented in ${project}:`,
    /** One folder's files, or one file's comments. */
    line: (place: string, items: string) => `${place}: ${items}`,
    comments: (count: number) => (count === 1 ? '1 comment' : `${count} comments`),
    more: (count: number) => `and ${count} more`,
    action: 'Open the project',
    settings:
      'You receive this mail because of your notification settings for the project; My Account, Notifications changes them.',
  },

  inbox: {
    subject: (count: number, first: string) =>
      count === 1 ? first : `${count} new in your Rushes inbox`,
    mentioned: (who: string, asset: string) => `${who} mentioned you on ${asset}`,
    replied: (who: string, asset: string) => `${who} replied to you on ${asset}`,
    someone: 'Someone',
    quote: (line: string, text: string) => `${line}: “${text}”`,
    link: (url: string) => `Open it: ${url}`,
    action: 'Open it in Rushes',
    why: 'You receive this because of your Inbox e-mails setting; My Account, Preferences changes it.',
  },

  sessionInvitation: {
    subject: (inviter: string, session: string) =>
      `${inviter} invites you to the review session “${session}”`,
    intro: (inviter: string, session: string, project: string) =>
      `${inviter} invites you to join the review session “${session}” in ${project}, under way now: you will see what the presenter shows, as they show it.`,
    action: 'Join the session',
    why: 'You receive this because someone in the session invited you.',
  },

  sessionSummary: {
    subject: (session: string) => `Summary of the review session “${session}”`,
    held: (session: string, project: string, from: string, to: string) =>
      `The review session “${session}” in ${project} ran from ${from} to ${to} (UTC).`,
    tookPart: (names: string) => `Took part: ${names}.`,
    shown: (versions: string) => `Shown: ${versions}.`,
    nothingShown: 'Nothing was shown.',
    notes: (count: number) => (count === 0 ? 'No notes were taken.' : `Notes taken (${count}):`),
    note: (asset: string, author: string, text: string) => `${asset}, ${author}: “${text}”`,
    link: (url: string) => `Open it: ${url}`,
    more: (count: number) => `… and ${count} more in the session's summary.`,
    action: 'Open the session',
    why: 'You receive this because you took part in the session; its page downloads the summary as PDF and CSV.',
  },

  approvalReminder: {
    subject: (asset: string, stage: string) => `${asset} waits for your decision (${stage})`,
    intro: (asset: string, stage: string, project: string) =>
      `${asset} in ${project} waits for your decision in the ${stage} stage.`,
    due: (when: string) => `It is due ${when} (UTC).`,
    action: 'Open it in Rushes',
    why: 'You receive this reminder because you review this stage of the approval workflow.',
  },

  shareLink: {
    subject: (sender: string, name: string) => `${sender} shared "${name}" with you on Rushes`,
    intro: (sender: string, name: string) =>
      `${sender} shared "${name}" with you: media to review on Rushes, no account needed.`,
    message: (sender: string, message: string) => `${sender} wrote: ${message}`,
    action: 'Open the share',
    expires: (date: string) => `The link works until ${date} (UTC).`,
    protected: 'If the link asks for a password, the person who sent it will tell you.',
  },

  webhookDisabled: {
    subject: (workspace: string) => `A webhook of ${workspace} was disabled`,
    intro: (workspace: string, endpoint: string) =>
      `Rushes stopped delivering the events of ${workspace} to the webhook at ${endpoint}.`,
    failing:
      'Its endpoint has failed every delivery for 3 days: it did not answer, or answered with an error.',
    gone: 'Its endpoint answered 410 Gone: it wants no more deliveries.',
    action: 'Open the webhooks',
    enable:
      'Once the endpoint works again, enable the webhook; replay it from the moment it stopped to send what it missed.',
  },

  duration: {
    minute: ['minute', 'minutes'],
    hour: ['hour', 'hours'],
    day: ['day', 'days'],
  },
} as const;
