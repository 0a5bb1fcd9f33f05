// Test support: renders the group page with the owner's data and spies for every action.
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { acmeGroup, FIXED_NOW, merchantUser } from '../../mocks/fixtures';
import { groupInvitations, groupMembers } from '../../mocks/groups';
import { GroupPage, type GroupActions, type GroupPageProps } from './GroupPage';

export function renderGroupPage(props: Partial<GroupPageProps> = {}, userOptions = {}) {
  const actions: { [K in keyof GroupActions]: ReturnType<typeof vi.fn<GroupActions[K]>> } = {
    onRename: vi.fn(async () => {}),
    onChangeRole: vi.fn(async () => {}),
    onRemoveUser: vi.fn(async () => {}),
    onInvite: vi.fn(async () => {}),
    onRescind: vi.fn(async () => {}),
    onSaveHandle: vi.fn(async () => {}),
    onDeleteGroup: vi.fn(async () => {}),
    onDeleted: vi.fn(),
  };
  const user = userEvent.setup(userOptions);
  render(
    <GroupPage
      group={acmeGroup}
      currentUserId={merchantUser.id}
      users={{ status: 'ready', data: groupMembers }}
      invitations={{ status: 'ready', data: groupInvitations }}
      now={new Date(FIXED_NOW)}
      {...actions}
      {...props}
    />,
  );
  return { user, ...actions };
}
