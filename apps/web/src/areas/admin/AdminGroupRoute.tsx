// Route module for /admin/groups/:id: loads the group and each of its read-only lists on its own,
// so a list whose call fails shows its error without hiding the others.
import { useParams } from 'react-router-dom';
import { fallbackMessage } from '@vendy/client';
import {
  AdminChangeGroupUserRoleDocument,
  AdminGetAffiliateLinksDocument,
  AdminGetAudiosDocument,
  AdminGetGroupDataDocument,
  AdminGetImageCollectionsDocument,
  AdminGetProductCollectionsDocument,
  AdminGetProductsDocument,
  AdminGetVideosDocument,
  AdminGetVirtualVideosDocument,
  AdminGetWidgetsDocument,
  AdminRemoveUserFromGroupDocument,
  type GroupRole,
} from '@vendy/client/generated';
import { request } from '../../lib/api';
import { AdminGroupPage } from './AdminGroupPage';
import { useRemote } from '../../lib/useRemote';

export function AdminGroupRoute() {
  const groupId = useParams<'id'>().id ?? '';
  const vars = { groupId };
  const { state: group, update: updateGroup } = useRemote(
    groupId,
    async (signal) =>
      (await request(AdminGetGroupDataDocument, vars, { signal })).adminGetGroupData,
  );
  const { state: products } = useRemote(
    groupId,
    async (signal) => (await request(AdminGetProductsDocument, vars, { signal })).adminGetProducts,
  );
  const { state: productCollections } = useRemote(
    groupId,
    async (signal) =>
      (await request(AdminGetProductCollectionsDocument, vars, { signal }))
        .adminGetProductCollections,
  );
  const { state: affiliateLinks } = useRemote(
    groupId,
    async (signal) =>
      (await request(AdminGetAffiliateLinksDocument, vars, { signal })).adminGetAffiliateLinks,
  );
  const { state: videos } = useRemote(
    groupId,
    async (signal) => (await request(AdminGetVideosDocument, vars, { signal })).adminGetVideos,
  );
  const { state: imageCollections } = useRemote(
    groupId,
    async (signal) =>
      (await request(AdminGetImageCollectionsDocument, vars, { signal })).adminGetImageCollections,
  );
  const { state: audios } = useRemote(
    groupId,
    async (signal) => (await request(AdminGetAudiosDocument, vars, { signal })).adminGetAudios,
  );
  const { state: virtualVideos } = useRemote(
    groupId,
    async (signal) =>
      (await request(AdminGetVirtualVideosDocument, vars, { signal })).adminGetVirtualVideos,
  );
  const { state: widgets } = useRemote(
    groupId,
    async (signal) => (await request(AdminGetWidgetsDocument, vars, { signal })).adminGetWidgets,
  );

  const onChangeRole = async (userId: string, role: GroupRole) => {
    const { adminChangeGroupUserRole: changed } = await request(AdminChangeGroupUserRoleDocument, {
      groupId,
      userId,
      role,
    });
    updateGroup((g) => ({
      ...g,
      users: g.users.map((u) => (u.userId === changed.userId ? changed : u)),
    }));
  };

  const onRemoveUser = async (userId: string) => {
    const { adminRemoveUserFromGroup: result } = await request(AdminRemoveUserFromGroupDocument, {
      groupId,
      userId,
    });
    // A refusal may come as success: false with the server's reason instead of an error.
    if (!result.success)
      throw new Error(result.message || fallbackMessage('adminRemoveUserFromGroup'));
    updateGroup((g) => ({ ...g, users: g.users.filter((u) => u.userId !== userId) }));
  };

  return (
    <AdminGroupPage
      group={group}
      lists={{
        products,
        productCollections,
        affiliateLinks,
        videos,
        imageCollections,
        audios,
        virtualVideos,
        widgets,
      }}
      onChangeRole={onChangeRole}
      onRemoveUser={onRemoveUser}
    />
  );
}
