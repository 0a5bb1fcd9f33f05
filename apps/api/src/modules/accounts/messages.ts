// Messages the accounts operations answer with (doc 1 §8 where the catalogue has one).
export const INCORRECT_LOGIN = 'Incorrect email or password.';
export const INCORRECT_PASSWORD = 'Incorrect password.';
export const NO_PASSWORD = 'This account signs in with Google or Facebook and has no password.';
export const VERIFY_FAILED = 'Unable to verify email.';
export const ALREADY_VERIFIED = 'Your email is already verified.';
export const RESET_FAILED = 'Unable to reset password, please try again.';
export const SEND_FAILED = 'Unable to send email, please try again.';
export const LAST_OWNER = 'Transfer ownership or delete your groups before deleting your account.';
