// The orders module's descriptor (see ../types.ts): a store's orders and refunds, from Shopify's
// webhooks, for revenue attribution.
import type { AppModule } from '../types';
import { ordersWebhookTopics } from './webhooks';

export const ordersModule: AppModule = {
  name: 'orders',
  // The stores module's webhook route hands these topics over once it has checked the signature
  // and found the shop's group.
  services: () => ({ shopifyWebhookTopics: ordersWebhookTopics }),
};
