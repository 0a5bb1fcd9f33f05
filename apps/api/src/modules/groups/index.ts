// The groups module's face: what other modules may use. Groups import no other domain module
// but auth and mail; what the modules built on groups add (resource counts, files removed with a
// group) is handed in as the `groupHooks` service (hooks.ts).
export { recordGroupEvent } from './history';
export { forgetLoaded, type GroupRow, type MemberRow, type UserRow } from './loaders';
export { lockGroup } from './lock';
export { toGroup, toGroupUser, toInvitation, toUser } from './mappers';
export { changeMemberRole, removeMember } from './membership';
export { GROUP_NOT_FOUND } from './messages';
export { createGroup, deleteGroup, findGroup, getGroup } from './service';
export type { GroupHooks } from './hooks';
export type { ResourceCounter, ResourceCounters, ResourceCounts } from './resource-counts';
export { groupsModule } from './module';
