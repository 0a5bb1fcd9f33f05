export const UNABLE_TO_CONNECT_STORE = 'Unable to connect to this shopify store.';
export const GROUP_HAS_STORE = 'This group already has a connected store.';
export const UNABLE_TO_SET_WEBHOOKS = 'Unable to set webhooks.';
