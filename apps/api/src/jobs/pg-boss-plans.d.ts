// pg-boss ships no types for its SQL plans; only the two used by boss.ts are declared.
declare module 'pg-boss/src/plans.js' {
  const plans: {
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
  };
  export default plans;
}
