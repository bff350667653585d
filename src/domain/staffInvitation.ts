/**
 * The invitation a new staff member receives: who invited them, to which
 * dealer sites, the link that sets their own password, and when it stops
 * working.
 */

import { escapeXmlAttribute } from '../lib/escapeXml'

/** A staff invitation's set-password link works this long (reset links Payload sends on "Forgot password?" work one hour). */
export const STAFF_INVITATION_HOURS = 48

export interface StaffInvitation {
  name: string | null
  /** The inviting person as the invited one knows them: name and email (inviterName). */
  invitedBy: string
  /** The platform's name (PLATFORM_NAME), which the agency may have branded. */
  platform: string
  /** Names of the dealer sites they may edit; empty for a platform admin with no site of their own. */
  siteNames: string[]
  platformAdmin: boolean
  link: string
  expiresAt: Date
  timeZone: string
}

/** When the link was made, plus the invitation's lifetime. */
export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + STAFF_INVITATION_HOURS * 60 * 60 * 1000)
}

function listOf(names: string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

function whatFor(invitation: Pick<StaffInvitation, 'siteNames' | 'platformAdmin'>): string {
  const sites = listOf(invitation.siteNames)
  if (invitation.platformAdmin) return sites ? `as a platform admin (every dealer site; assigned to ${sites})` : 'as a platform admin (every dealer site)'
  return `to edit the dealer site${invitation.siteNames.length === 1 ? '' : 's'} ${sites}`
}

/** "Pat Agency (pat@agency.example)": a person to recognise and to reply to, whatever their name field says. */
export function inviterName(user: { name?: string | null; email?: string | null } | null | undefined, platform: string): string {
  const name = user?.name?.trim()
  const email = user?.email?.trim()
  if (name && email) return `${name} (${email})`
  return name || email || `The ${platform} team`
}

/** The dealer first: "Swan River Toyota's website", or every site of an editor of several. */
function websitesOf(siteNames: string[]): string {
  return siteNames.length === 1 ? `${siteNames[0]}’s website` : `the websites of ${listOf(siteNames)}`
}

/** "for Swan River Toyota" after an account's name, when it has sites. */
const forSites = (siteNames: readonly string[]) => (siteNames.length ? ` for ${listOf([...siteNames])}` : '')

export function formatExpiry(expiresAt: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(expiresAt)
}

export function invitationEmail(invitation: StaffInvitation): { subject: string; text: string } {
  const greeting = invitation.name ? `Hello ${invitation.name},` : 'Hello,'
  return {
    subject:
      invitation.platformAdmin || !invitation.siteNames.length
        ? `${invitation.invitedBy} invited you to the ${invitation.platform} admin`
        : `${invitation.invitedBy} invited you to edit ${websitesOf(invitation.siteNames)}`,
    text: [
      greeting,
      '',
      `${invitation.invitedBy} invited you to the ${invitation.platform} admin ${whatFor(invitation)}.`,
      '',
      'Choose your password here to accept:',
      invitation.link,
      '',
      `The link works for ${STAFF_INVITATION_HOURS} hours, until ${formatExpiry(invitation.expiresAt, invitation.timeZone)}. If it has expired, ask for a new one with “Forgot password?” on the sign-in page, or ask ${invitation.invitedBy} to resend the invitation.`,
      '',
      'If you did not expect this invitation, ignore this email: no account is usable until a password is chosen.',
    ].join('\n'),
  }
}

/** Whose account a password email is about: the platform's admin, and the dealer sites it edits. */
export interface StaffAccount {
  platform: string
  siteNames: readonly string[]
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Payload's "Forgot password?" email, which Payload sends as HTML. */
export function resetEmailHtml(link: string, account: StaffAccount): string {
  const href = escapeXmlAttribute(link)
  return [
    `<p>Someone, we hope you, asked to choose a new password for your ${escapeText(account.platform)} admin account${escapeText(forSites(account.siteNames))}.</p>`,
    `<p>Choose it here: <a href="${href}">${href}</a></p>`,
    '<p>The link works for one hour and once. If you did not ask, ignore this email: your password stays as it is.</p>',
  ].join('\n')
}

/**
 * The answer to "Forgot password?" while the staff member's invitation is
 * still open: the invitation's own link again, so the request cancels nothing.
 */
export function openInvitationEmailHtml(link: string, expiresAt: Date, timeZone: string, account: StaffAccount): string {
  const href = escapeXmlAttribute(link)
  return [
    `<p>Someone, we hope you, asked to choose a password for your ${escapeText(account.platform)} admin account${escapeText(forSites(account.siteNames))}. Your invitation is still open: choose your password with its link.</p>`,
    `<p>Choose it here: <a href="${href}">${href}</a></p>`,
    `<p>The link works until ${formatExpiry(expiresAt, timeZone)}, once. If you did not ask, ignore this email.</p>`,
  ].join('\n')
}
