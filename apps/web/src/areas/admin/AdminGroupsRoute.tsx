// Route module for /admin/groups: loads every group and runs the row actions.
import {
  AdminGetManyGroupsDataDocument,
  AdminResetGroupWebhooksDocument,
  ExtendFreeTrialDocument,
} from '@vendy/client/generated';
import { toasts } from '@vendy/ui-kit';
import { request } from '../../lib/api';
import { AdminGroupsPage } from './AdminGroupsPage';
import { useRemote } from '../../lib/useRemote';

const daysText = (days: number) => `${days} free-trial day${days === 1 ? '' : 's'}`;

export function AdminGroupsRoute() {
  const { state: groups, update: updateGroups } = useRemote(
    'groups',
    async (signal) =>
      (await request(AdminGetManyGroupsDataDocument, {}, { signal })).adminGetManyGroupsData,
  );

  const onExtendFreeTrial = async (groupId: string, days: number) => {
    const { extendFreeTrial: updated } = await request(ExtendFreeTrialDocument, { groupId, days });
    updateGroups((list) => list.map((g) => (g.id === updated.id ? updated : g)));
    toasts.success(`Added ${daysText(days)} to ${updated.name}.`);
  };

  const onResetWebhooks = async (groupId: string) =>
    (await request(AdminResetGroupWebhooksDocument, { groupId })).adminResetGroupWebhooks;

  return (
    <AdminGroupsPage
      groups={groups}
      onExtendFreeTrial={onExtendFreeTrial}
      onResetWebhooks={onResetWebhooks}
    />
  );
}
