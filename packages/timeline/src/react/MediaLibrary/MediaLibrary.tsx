import { useState } from 'react';
import {
  Button,
  Input,
  Label,
  SearchField,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type Key,
} from 'react-aria-components';
import {
  LIBRARY_TABS,
  capabilities,
  setLibraryTab,
  type EditorState,
  type LibraryTab,
} from '../../model';
import { useTimelineStateIgnoring } from '../hooks';
import type { TimelineStore } from '../store';
import * as controls from './controls.css';
import { LibraryCard } from './LibraryCard';
import {
  LIBRARY_EMPTY_MESSAGES,
  LIBRARY_TAB_LABELS,
  NO_SEARCH_RESULTS,
  libraryDragId,
  libraryEntries,
  libraryPage,
  type LibraryData,
} from './library-data';
import * as styles from './MediaLibrary.css';

export interface MediaLibraryProps {
  store: TimelineStore;
  data: LibraryData;
  /** Accessible name of the panel. */
  'aria-label'?: string;
}

interface Browse {
  query: string;
  page: number;
}

const START: Browse = { query: '', page: 0 };

/**
 * The media library panel (doc 3 §2): products, collections, affiliate links, audios, videos and
 * image collections, each searchable and paged, their entries dragged onto the timeline. The open
 * tab is the model's; media tabs are disabled when media is read-only.
 */
export function MediaLibrary({ store, data, 'aria-label': ariaLabel }: MediaLibraryProps) {
  const state = useTimelineStateIgnoring(store);
  const { enabledTabs } = capabilities(state);
  const selected = enabledTabs.includes(state.view.libraryTab)
    ? state.view.libraryTab
    : (enabledTabs[0] ?? 'products');
  const [browse, setBrowse] = useState<Partial<Record<LibraryTab, Browse>>>({});

  const select = (key: Key) => {
    const tab = LIBRARY_TABS.find((t) => t === key);
    if (tab) store.run((s) => setLibraryTab(s, { tab }));
  };

  return (
    <section className={styles.panel} aria-label={ariaLabel ?? 'Media library'}>
      <Tabs
        selectedKey={selected}
        onSelectionChange={select}
        disabledKeys={LIBRARY_TABS.filter((tab) => !enabledTabs.includes(tab))}
      >
        <TabList aria-label="Library" className={styles.tabList}>
          {LIBRARY_TABS.map((tab) => (
            <Tab key={tab} id={tab} className={styles.tab}>
              {LIBRARY_TAB_LABELS[tab]}
            </Tab>
          ))}
        </TabList>
        {LIBRARY_TABS.map((tab) => (
          <TabPanel key={tab} id={tab} className={styles.tabPanel}>
            <LibraryTabPanel
              tab={tab}
              data={data}
              state={state}
              browse={browse[tab] ?? START}
              onBrowse={(next) => setBrowse((all) => ({ ...all, [tab]: next }))}
            />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}

interface LibraryTabPanelProps {
  tab: LibraryTab;
  data: LibraryData;
  state: EditorState;
  browse: Browse;
  onBrowse: (browse: Browse) => void;
}

function LibraryTabPanel({ tab, data, state, browse, onBrowse }: LibraryTabPanelProps) {
  const label = LIBRARY_TAB_LABELS[tab];
  const error = data.error?.[tab] ?? null;
  const loading = Boolean(data.loading?.[tab]);
  const total = libraryEntries(data, tab).length;
  const page = libraryPage(data, tab, browse.query, browse.page);

  let body;
  if (error) {
    body = (
      <div className={styles.state}>
        <p role="alert" className={controls.alert}>
          {error}
        </p>
      </div>
    );
  } else if (loading) {
    body = (
      <div className={styles.state}>
        <p role="status" className={controls.message}>
          Loading {label.toLowerCase()}…
        </p>
      </div>
    );
  } else if (total === 0) {
    body = (
      <div className={styles.state}>
        <p className={controls.message}>{LIBRARY_EMPTY_MESSAGES[tab]}</p>
      </div>
    );
  } else if (page.matching === 0) {
    body = (
      <div className={styles.state}>
        <p className={controls.message}>{NO_SEARCH_RESULTS}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.grid} aria-label={label}>
          {page.entries.map((entry) => (
            <li key={libraryDragId(entry)}>
              <LibraryCard entry={entry} state={state} />
            </li>
          ))}
        </ul>
        {page.pageCount > 1 ? (
          <nav className={styles.pager} aria-label={`${label} pages`}>
            <Button
              className={controls.button}
              isDisabled={page.page === 0}
              onPress={() => onBrowse({ ...browse, page: page.page - 1 })}
            >
              Previous
            </Button>
            <span aria-live="polite">
              Page {page.page + 1} of {page.pageCount}
            </span>
            <Button
              className={controls.button}
              isDisabled={page.page >= page.pageCount - 1}
              onPress={() => onBrowse({ ...browse, page: page.page + 1 })}
            >
              Next
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <>
      <SearchField
        className={styles.search}
        value={browse.query}
        onChange={(query) => onBrowse({ query, page: 0 })}
        isDisabled={loading || Boolean(error)}
      >
        <Label className={controls.label}>Search {label.toLowerCase()}</Label>
        <Input className={controls.input} />
      </SearchField>
      {body}
    </>
  );
}
