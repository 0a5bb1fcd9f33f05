// The analytics module's face: its descriptor and the dashboard token's check (for tests and tools).
export { analyticsModule } from './module';
export {
  ANALYTICS_TOKEN_TTL_MS,
  mintAnalyticsToken,
  verifyAnalyticsToken,
  type AnalyticsTokenClaims,
} from './token';
