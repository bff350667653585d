/**
 * Payload's admin words that read as a developer's, in staff's words: a
 * checkbox column says Yes or No rather than true, an empty cell is a dash
 * rather than "<No Stock Number>", and setting a password from an
 * invitation does not say "Password reset".
 */
export const ADMIN_WORDING = {
  general: { true: 'Yes', false: 'No', noLabel: '—' },
  authentication: { passwordResetSuccessfully: 'Your password is saved, and you are signed in.' },
} as const
