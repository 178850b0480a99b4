export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 60;
export const DELETE_CONFIRMATION = 'DELETE';

/** The longest token a link in an e-mail carries; anything longer is not one of ours. */
export const EMAIL_LINK_TOKEN_MAX_LENGTH = 200;
export const INVALID_LINK = 'This link is not valid. Use the newest link we sent you, or ask for a new one.';

/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

/** Who `GET /api/auth/me` says a visitor is before they have saved anything (and so have no session yet). */
export const VISITOR_WITHOUT_SESSION = Object.freeze({
  id: null,
  guest: true,
  firstName: null,
  lastName: null,
  email: null,
  emailVerified: false,
});
