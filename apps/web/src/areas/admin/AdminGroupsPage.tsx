// /admin/groups (doc 1 §2, §6): every group, searchable, each row expanding to its users and plan
// history, with the admin actions (free-trial days, store webhooks) in a row menu.
import { useMemo, useState } from 'react';
import {
  DEFAULT_PAGE_SIZES,
  PAGE_SIZE_OPTIONS,
  activePlan,
  formatDate,
} from '@vendy/client/domain';
import type { AdminGroupFieldsFragment } from '@vendy/client/generated';
import {
  Link,
  Menu,
  MenuItem,
  MoreVerticalIcon,
  SearchField,
  Table,
  type TableColumn,
} from '@vendy/ui-kit';
import { routes } from '../../routes';
import { FreeTrialDialog } from './FreeTrialDialog';
import { fullName, matchesQuery, roleLabel } from './format';
import { InlineError } from './InlineError';
import { rowsOf, type Loadable } from '../../lib/loadable';
import { WebhooksDialog, type WebhookIds } from './WebhooksDialog';
import * as styles from './AdminPage.css';

export type AdminGroup = AdminGroupFieldsFragment;

export interface AdminGroupsPageProps {
  groups: Loadable<readonly AdminGroup[]>;
  /** Adds trial days to the group's active plan entry. */
  onExtendFreeTrial: (groupId: string, days: number) => Promise<void>;
  onResetWebhooks: (groupId: string) => Promise<WebhookIds>;
}

type Action = { kind: 'trial' | 'webhooks'; group: AdminGroup } | null;

function GroupDetail({ group }: { group: AdminGroup }) {
  return (
    <div className={styles.detail}>
      <div>
        <p className={styles.detailHeading}>Users</p>
        {group.users.length === 0 ? (
          <p className={styles.muted}>No users found</p>
        ) : (
          <ul className={styles.detailList}>
            {group.users.map((u) => (
              <li key={u.id}>
                {fullName(u.user)} · {u.user.email}{' '}
                <span className={styles.muted}>({roleLabel(u.role)})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <p className={styles.detailHeading}>Plan history</p>
        {group.planHistory.length === 0 ? (
          <p className={styles.muted}>No plan chosen yet.</p>
        ) : (
          <ul className={styles.detailList}>
            {group.planHistory.map((entry) => (
              <li key={entry.id}>
                {entry.planId} · {entry.status} · {formatDate(entry.createdAt)}
                {entry.freeTrialDays > 0 && (
                  <span className={styles.muted}> ({entry.freeTrialDays} trial days)</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function AdminGroupsPage({
  groups,
  onExtendFreeTrial,
  onResetWebhooks,
}: AdminGroupsPageProps) {
  const [query, setQuery] = useState('');
  const [action, setAction] = useState<Action>(null);
  const all = rowsOf(groups);
  const rows = useMemo(
    () => all.filter((g) => matchesQuery(query, g.name, g.shopifyStore?.storeName)),
    [all, query],
  );

  const columns = useMemo<TableColumn<AdminGroup>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        isRowHeader: true,
        cell: (g) => <Link href={routes.adminGroup(g.id)}>{g.name}</Link>,
        sortValue: (g) => g.name,
      },
      {
        id: 'store',
        header: 'Store',
        cell: (g) => g.shopifyStore?.storeName ?? <span className={styles.muted}>None</span>,
        sortValue: (g) => g.shopifyStore?.storeName,
      },
      {
        id: 'plan',
        header: 'Active plan',
        cell: (g) =>
          activePlan(g.planHistory)?.planId ?? <span className={styles.muted}>None</span>,
        sortValue: (g) => activePlan(g.planHistory)?.planId,
      },
      {
        id: 'created',
        header: 'Created',
        cell: (g) => formatDate(g.createdAt),
        sortValue: (g) => new Date(g.createdAt),
      },
      {
        id: 'actions',
        header: 'Actions',
        align: 'end',
        cell: (g) => (
          <Menu
            label={`Actions for ${g.name}`}
            hideLabel
            icon={<MoreVerticalIcon />}
            onAction={(key) => {
              if (key === 'trial' || key === 'webhooks') setAction({ kind: key, group: g });
            }}
          >
            <MenuItem id="trial">Add free-trial days</MenuItem>
            <MenuItem id="webhooks">Set store webhooks</MenuItem>
            <MenuItem id="view" href={routes.adminGroup(g.id)}>
              View group
            </MenuItem>
          </Menu>
        ),
      },
    ],
    [],
  );

  const close = () => setAction(null);
  const selected = action?.group ?? null;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Groups</h1>
      <div className={styles.toolbar}>
        <SearchField
          aria-label="Search Groups"
          placeholder="Search Groups"
          value={query}
          onChange={setQuery}
          className={styles.search}
        />
      </div>
      {groups.status === 'error' && <InlineError message={groups.message} />}
      <Table
        aria-label="Groups"
        columns={columns}
        rows={rows}
        getRowId={(g) => g.id}
        emptyText="No groups found"
        isLoading={groups.status === 'loading'}
        defaultSort={{ column: 'name' }}
        defaultPageSize={DEFAULT_PAGE_SIZES.adminTable}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        pageResetKey={query}
        renderDetail={(g) => <GroupDetail group={g} />}
        detailLabel={(g) => `Users and plan history of ${g.name}`}
      />
      <FreeTrialDialog
        group={action?.kind === 'trial' ? selected : null}
        onClose={close}
        onSubmit={onExtendFreeTrial}
      />
      <WebhooksDialog
        group={
          action?.kind === 'webhooks' && selected
            ? {
                id: selected.id,
                name: selected.name,
                storeName: selected.shopifyStore?.storeName ?? null,
              }
            : null
        }
        onClose={close}
        onReset={onResetWebhooks}
      />
    </div>
  );
}
