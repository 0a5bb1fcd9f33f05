export const UNABLE_TO_CHOOSE_PLAN = 'Unable to choose plan.';
export const STORE_REQUIRED_MESSAGE = 'Connect a Shopify store before choosing a paid plan.';
export const REQUEST_DECLINED_MESSAGE = 'The plan change was declined.';
export const REQUEST_EXPIRED_MESSAGE = 'The plan change request expired.';

export const planActiveMessage = (title: string) => `Your ${title} plan is active.`;
