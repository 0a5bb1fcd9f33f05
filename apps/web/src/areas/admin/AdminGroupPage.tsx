// /admin/groups/{id} (doc 1 §2, §6): one group's data, read-only, in tabs; on the Group tab the
// admin can change a member's role or remove a member.
import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import type {
  AdminGetGroupDataQuery,
  AffiliateLinkFieldsFragment,
  AudioFieldsFragment,
  GroupRole,
  ImageCollectionFieldsFragment,
  ProductCollectionFieldsFragment,
  ProductFieldsFragment,
  VideoFieldsFragment,
  VirtualVideoFieldsFragment,
  WidgetFieldsFragment,
} from '@vendy/client/generated';
import { ArrowLeftIcon, Link, Tab, TabList, TabPanel, Tabs } from '@vendy/ui-kit';
import { routes } from '../../routes';
import { AdminListTable } from './AdminListTable';
import { AdminVideoList } from './AdminVideoList';
import { AdminPhotoCollectionList } from './AdminPhotoCollectionList';
import { AdminProductsTab } from './AdminProductsTab';
import { activePlanId } from './format';
import * as columns from './groupListColumns';
import { GroupUsersTable } from './GroupUsersTable';
import { InlineError } from './InlineError';
import type { Loadable } from '../../lib/loadable';
import * as styles from './AdminPage.css';

export type AdminGroupData = AdminGetGroupDataQuery['adminGetGroupData'];

type List<T> = Loadable<readonly T[]>;

export interface AdminGroupLists {
  products: List<ProductFieldsFragment>;
  productCollections: List<ProductCollectionFieldsFragment>;
  affiliateLinks: List<AffiliateLinkFieldsFragment>;
  videos: List<VideoFieldsFragment>;
  imageCollections: List<ImageCollectionFieldsFragment>;
  audios: List<AudioFieldsFragment>;
  virtualVideos: List<VirtualVideoFieldsFragment>;
  widgets: List<WidgetFieldsFragment>;
}

export type AdminGroupTab = 'group' | 'products' | 'video-assets' | 'shoppable-videos' | 'layouts';

export interface AdminGroupPageProps {
  group: Loadable<AdminGroupData>;
  lists: AdminGroupLists;
  onChangeRole: (userId: string, role: GroupRole) => Promise<void>;
  onRemoveUser: (userId: string) => Promise<void>;
  /** The tab shown first. */
  defaultTab?: AdminGroupTab;
}

function GroupFacts({ group }: { group: AdminGroupData }) {
  const facts: Array<[string, string]> = [
    ['Name', group.name],
    ['Active plan', activePlanId(group.planHistory) ?? 'None'],
    ['Social account', group.instagramAccount?.accountName ?? 'Not connected'],
    ['Store', group.shopifyStore?.storeName ?? 'Not connected'],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.factRow}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SubTabs({
  label,
  children,
  tabs,
}: {
  label: string;
  tabs: Array<[Key, string]>;
  children: ReactNode;
}) {
  return (
    <Tabs>
      <TabList aria-label={label} size="sm">
        {tabs.map(([id, name]) => (
          <Tab key={String(id)} id={id}>
            {name}
          </Tab>
        ))}
      </TabList>
      {children}
    </Tabs>
  );
}

export function AdminGroupPage({
  group,
  lists,
  onChangeRole,
  onRemoveUser,
  defaultTab = 'group',
}: AdminGroupPageProps) {
  const name = group.status === 'ready' ? group.data.name : 'Group';
  return (
    <div className={styles.page}>
      <Link href={routes.adminGroups()}>
        <ArrowLeftIcon /> All groups
      </Link>
      <h1 className={styles.heading}>{name}</h1>
      {group.status === 'loading' && (
        <p role="status" className={styles.muted}>
          Loading…
        </p>
      )}
      {group.status === 'error' && <InlineError message={group.message} />}
      {group.status === 'ready' && (
        <Tabs defaultSelectedKey={defaultTab}>
          <TabList aria-label="Group data">
            <Tab id="group">Group</Tab>
            <Tab id="products">Products</Tab>
            <Tab id="video-assets">Video Assets</Tab>
            <Tab id="shoppable-videos">Shoppable Videos</Tab>
            <Tab id="layouts">Layouts</Tab>
          </TabList>
          <TabPanel id="group" className={styles.tabPanel}>
            <GroupFacts group={group.data} />
            <GroupUsersTable
              groupName={group.data.name}
              users={group.data.users}
              onChangeRole={onChangeRole}
              onRemoveUser={onRemoveUser}
            />
          </TabPanel>
          <TabPanel id="products" className={styles.tabPanel}>
            <AdminProductsTab lists={lists} />
          </TabPanel>
          <TabPanel id="video-assets" className={styles.tabPanel}>
            <SubTabs
              label="Video asset lists"
              tabs={[
                ['videos', 'Videos'],
                ['photo-collections', 'Photo Collections'],
                ['audio', 'Audio'],
              ]}
            >
              <TabPanel id="videos" className={styles.tabPanel}>
                <AdminVideoList list={lists.videos} />
              </TabPanel>
              <TabPanel id="photo-collections" className={styles.tabPanel}>
                <AdminPhotoCollectionList list={lists.imageCollections} />
              </TabPanel>
              <TabPanel id="audio" className={styles.tabPanel}>
                <AdminListTable
                  label="Audio"
                  list={lists.audios}
                  columns={columns.audioColumns}
                  emptyText="No audio found"
                  sortColumn="title"
                />
              </TabPanel>
            </SubTabs>
          </TabPanel>
          <TabPanel id="shoppable-videos" className={styles.tabPanel}>
            <AdminListTable
              label="Shoppable Videos"
              list={lists.virtualVideos}
              columns={columns.virtualVideoColumns}
              emptyText="No shoppable videos found"
              sortColumn="title"
            />
          </TabPanel>
          <TabPanel id="layouts" className={styles.tabPanel}>
            <AdminListTable
              label="Layouts"
              list={lists.widgets}
              columns={columns.widgetColumns}
              emptyText="No layouts found"
              sortColumn="title"
            />
          </TabPanel>
        </Tabs>
      )}
    </div>
  );
}
