/**
 * The spam check every public lead form passes: ALTCHA's proof of work, and
 * what the shopper reads when its answer does not pass.
 */

/**
 * The proof of work every public form solves before POST /api/leads takes it
 * (issue 6: "self-hosted proof of work with no third-party call"). PBKDF2 is
 * built into browsers' WebCrypto and the widget's bundled workers; each try
 * costs ALTCHA_COST iterations, and the answer is a number the server picked
 * between half of ALTCHA_MAX_NUMBER and ALTCHA_MAX_NUMBER (env ALTCHA_MAX_NUMBER
 * lowers it for tests and benchmarks): about a second on a phone.
 */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256'
export const ALTCHA_COST = 1_000
export const ALTCHA_MAX_NUMBER = 5_000
/** How long a challenge may be solved and sent: long enough to fill in the multi-step enquiry at leisure. */
export const ALTCHA_CHALLENGE_TTL_SECONDS = 30 * 60

/** What the shopper reads when the spam check's answer is missing, expired, from another site or already used. */
export const SPAM_CHECK_MISSING_MESSAGE = 'Please complete the spam check and send again.'
export const SPAM_CHECK_EXPIRED_MESSAGE = 'The spam check has expired. Please complete it again and send again.'
export const SPAM_CHECK_INVALID_MESSAGE = 'The spam check did not pass. Please complete it again and send again.'
export const SPAM_CHECK_USED_MESSAGE = 'This spam check was already used. Please complete it again and send again.'
