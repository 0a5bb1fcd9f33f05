// The billing module's face: plans, their history and the plan guard of paid features.
export { appendEntry, readHistory, type PlanHistoryRow } from './history';
export { requirePlan } from './plan-guard';
export { endPlansOnUninstall } from './service';
export { billingModule } from './module';
