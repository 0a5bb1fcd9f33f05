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
import { request } from '../../app/api';
import { AdminGroupPage } from './AdminGroupPage';
import { useLoadable } from './loadable';

export function AdminGroupRoute() {
  const groupId = useParams<'id'>().id ?? '';
  const vars = { groupId };
  const [group, updateGroup] = useLoadable(
    groupId,
    async (signal) =>
      (await request(AdminGetGroupDataDocument, vars, { signal })).adminGetGroupData,
  );
  const [products] = useLoadable(
    groupId,
    async (signal) => (await request(AdminGetProductsDocument, vars, { signal })).adminGetProducts,
  );
  const [productCollections] = useLoadable(
    groupId,
    async (signal) =>
      (await request(AdminGetProductCollectionsDocument, vars, { signal }))
        .adminGetProductCollections,
  );
  const [affiliateLinks] = useLoadable(
    groupId,
    async (signal) =>
      (await request(AdminGetAffiliateLinksDocument, vars, { signal })).adminGetAffiliateLinks,
  );
  const [videos] = useLoadable(
    groupId,
    async (signal) => (await request(AdminGetVideosDocument, vars, { signal })).adminGetVideos,
  );
  const [imageCollections] = useLoadable(
    groupId,
    async (signal) =>
      (await request(AdminGetImageCollectionsDocument, vars, { signal })).adminGetImageCollections,
  );
  const [audios] = useLoadable(
    groupId,
    async (signal) => (await request(AdminGetAudiosDocument, vars, { signal })).adminGetAudios,
  );
  const [virtualVideos] = useLoadable(
    groupId,
    async (signal) =>
      (await request(AdminGetVirtualVideosDocument, vars, { signal })).adminGetVirtualVideos,
  );
  const [widgets] = useLoadable(
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
