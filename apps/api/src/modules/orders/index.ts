// A store's orders from Shopify's webhooks, for revenue attribution. See README.md.
export {
  getGroupOrder,
  listGroupOrders,
  type StoreOrder,
  type StoreOrderLineRow,
  type StoreOrderRow,
} from './queries';
export { ordersModule } from './module';
