// /ai (doc 3 §2): tabs Videos, Scripts and Accounts, and the 'Generate a Video' and 'Generate a
// Script' dialogs. Data and calls come from the route module; the page keeps the tab and dialog
// states, and carries a script into 'Make a video'.
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '@vendy/ui-kit';
import type { Loadable } from '../../lib/loadable';
import { rowsOf } from '../../lib/loadable';
import type {
  AIAccount,
  AIAccountType,
  AIServer,
  GeneratedScript,
  ScriptProduct,
  VideoJob,
} from './aiActions';
import { AccountsTab } from './AccountsTab';
import { GenerateScriptDialog } from './GenerateScriptDialog';
import { GenerateVideoDialog, type VideoPrefill } from './GenerateVideoDialog';
import { productTitle, ScriptsTab } from './ScriptsTab';
import { VideosTab } from './VideosTab';
import * as styles from './ai.css';

export type AITab = 'videos' | 'scripts' | 'accounts';

export interface AIActions {
  saveKey: (type: AIAccountType, key: string) => Promise<void>;
  deleteKey: (type: AIAccountType) => Promise<void>;
  generateScript: (productId: string) => Promise<GeneratedScript>;
  createVideo: AIServer['createVideo'];
  loadProducts: (signal: AbortSignal) => Promise<readonly ScriptProduct[]>;
}

export interface AIPageProps {
  accounts: Loadable<readonly AIAccount[]>;
  scripts: Loadable<readonly GeneratedScript[]>;
  jobs: Loadable<readonly VideoJob[]>;
  actions: AIActions;
  defaultTab?: AITab;
}

export function AIPage({ accounts, scripts, jobs, actions, defaultTab = 'videos' }: AIPageProps) {
  const [tab, setTab] = useState<AITab>(defaultTab);
  const [video, setVideo] = useState<{ prefill?: VideoPrefill } | null>(null);
  const [isScriptOpen, setScriptOpen] = useState(false);
  const connected = rowsOf(accounts);

  const goToAccounts = () => {
    setVideo(null);
    setScriptOpen(false);
    setTab('accounts');
  };
  const makeVideo = (script: GeneratedScript) => {
    setScriptOpen(false);
    setTab('videos');
    setVideo({
      prefill: {
        title: productTitle(script),
        scriptText: script.content,
        generatedTextId: script.id,
      },
    });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>AI Generation</h1>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as AITab)}>
        <TabList aria-label="AI Generation">
          <Tab id="videos">Videos</Tab>
          <Tab id="scripts">Scripts</Tab>
          <Tab id="accounts">Accounts</Tab>
        </TabList>
        <TabPanel id="videos">
          <VideosTab jobs={jobs} onGenerate={() => setVideo({})} />
        </TabPanel>
        <TabPanel id="scripts">
          <ScriptsTab
            scripts={scripts}
            onGenerate={() => setScriptOpen(true)}
            onMakeVideo={makeVideo}
          />
        </TabPanel>
        <TabPanel id="accounts">
          <AccountsTab
            accounts={accounts}
            onSaveKey={actions.saveKey}
            onDeleteKey={actions.deleteKey}
          />
        </TabPanel>
      </Tabs>
      <GenerateVideoDialog
        isOpen={video !== null}
        onClose={() => setVideo(null)}
        accounts={connected}
        prefill={video?.prefill}
        onCreate={actions.createVideo}
        onGoToAccounts={goToAccounts}
      />
      <GenerateScriptDialog
        isOpen={isScriptOpen}
        onClose={() => setScriptOpen(false)}
        accounts={connected}
        loadProducts={actions.loadProducts}
        onGenerate={actions.generateScript}
        onMakeVideo={makeVideo}
        onGoToAccounts={goToAccounts}
      />
    </div>
  );
}
