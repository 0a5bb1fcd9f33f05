// Route module for /ai (doc 3 §2): AI generation needs a paid plan (others see the upgrade card).
// Otherwise it loads the group's connected platforms, product scripts and video jobs (a PROCESSING
// job makes the list ask the providers first, doc 3 §4; while one is still processing the list is
// checked again every 15 s), and runs the keys, scripts and videos calls with their toasts.
import { useEffect, useMemo } from 'react';
import { activePlan, needsUpgrade, VIDEO_STATUS_POLL_MS } from '@vendy/client/domain';
import { toasts } from '@vendy/ui-kit';
import { UpgradeCard } from '../../components/UpgradeCard';
import { request } from '../../lib/api';
import { useRemote } from '../../lib/useRemote';
import { useSession } from '../../session';
import { createAIServer, type AIServer } from './aiActions';
import { AIPage, type AIActions, type AITab } from './AIPage';

export const KEY_SAVED = 'API key saved successfully.';
export const KEY_DELETED = 'API key deleted successfully.';
export const SCRIPT_GENERATED = 'Script generated successfully.';

export interface AIRouteProps {
  /** The server calls (tests and stories may pass their own). */
  server?: AIServer;
  defaultTab?: AITab;
}

export function AIRoute(props: AIRouteProps) {
  const { currentUser } = useSession();
  const plan = activePlan(currentUser.currentGroup?.planHistory)?.plan;
  if (needsUpgrade({ plan, paidRequired: true })) return <UpgradeCard heading="AI Generation" />;
  // Keyed by group: switching groups loads that group's accounts, scripts and videos afresh.
  return <AIView key={currentUser.currentGroup?.id} {...props} />;
}

function AIView({ server: given, defaultTab }: AIRouteProps) {
  const server = useMemo(() => given ?? createAIServer(request), [given]);
  const accounts = useRemote('ai-accounts', (signal) => server.loadAccounts(signal));
  const scripts = useRemote('ai-scripts', (signal) => server.loadScripts(signal));
  const jobs = useRemote('ai-jobs', (signal) => server.loadJobs(signal), {
    keepDataOnError: true,
  });

  const processing =
    jobs.state.status === 'ready' && jobs.state.data.some((job) => job.status === 'PROCESSING');
  const { reload: reloadJobs } = jobs;
  useEffect(() => {
    if (!processing) return undefined;
    const timer = window.setInterval(() => void reloadJobs(), VIDEO_STATUS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [processing, reloadJobs]);

  const actions: AIActions = {
    async saveKey(type, key) {
      await server.saveKey(type, key);
      await accounts.reload();
      toasts.success(KEY_SAVED);
    },
    async deleteKey(type) {
      await server.deleteKey(type);
      accounts.update((list) => list.filter((account) => account.type !== type));
      toasts.success(KEY_DELETED);
    },
    async generateScript(productId) {
      const script = await server.generateScript(productId);
      scripts.update((list) => [script, ...list]);
      toasts.success(SCRIPT_GENERATED);
      return script;
    },
    async createVideo(videoInput, thumbnail, generatedTextId) {
      const job = await server.createVideo(videoInput, thumbnail, generatedTextId);
      jobs.update((list) => [job, ...list.filter((j) => j.id !== job.id)]);
      return job;
    },
    loadProducts: (signal) => server.loadProducts(signal),
  };

  return (
    <AIPage
      accounts={accounts.state}
      scripts={scripts.state}
      jobs={jobs.state}
      actions={actions}
      defaultTab={defaultTab}
    />
  );
}
