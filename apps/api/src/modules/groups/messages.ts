// Messages the groups operations answer with: the specification's where doc 1 §8 has one, else a
// plain sentence in the same voice.
export const UNABLE_TO_SWITCH = 'Unable to switch to this group.';
export const HANDLE_TAKEN = 'This handle is already taken.';
export const ALREADY_MEMBER = 'This user is already a member of this group.';
export const ALREADY_INVITED = 'This email already has a pending invitation.';
export const OWN_ROLE = 'You cannot change your own role.';
export const REMOVE_SELF = 'You cannot remove yourself from the group.';
export const LAST_OWNER = 'A group must keep at least one owner.';
export const NOT_A_MEMBER = 'This user is not a member of this group.';
export const GROUP_NOT_FOUND = 'Group not found.';
export const INVITATION_NOT_FOUND = 'Invitation not found.';
export const INVITATION_NOT_PENDING = 'This invitation is no longer pending.';
export const VERIFY_EMAIL_FIRST = 'Please verify your email address before answering invitations.';
