// Doc 1 §8 Admin.
export const UNABLE_TO_EXTEND_TRIAL = 'Unable to extend free trial.';
export const UNABLE_TO_SET_WEBHOOKS = 'Unable to set webhooks.';
