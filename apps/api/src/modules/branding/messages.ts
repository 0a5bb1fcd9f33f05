// The Brand Management messages of doc 3 §6, shown to the merchant as they are.
export const UNABLE_TO_GET_BRANDING = 'Unable to get branding settings.';
export const UNABLE_TO_SAVE_SETTINGS = 'Unable to save settings.';
