import { Suspense } from 'react';
import type { BankListItem, Profile } from '@wallet/api';
import { onDemand } from '@wallet/ui';

// The profile's modals load when opened.
const ChangePasswordModal = onDemand(() => import('../password/change-password-modal').then((m) => m.ChangePasswordModal), 'dialog');
const EditProfileModal = onDemand(() => import('./edit-profile-modal').then((m) => m.EditProfileModal), 'dialog');

export type ProfileDialog = 'password' | 'edit';

export function ProfileDialogs({ dialog, profile, banks, onClose }: { dialog: ProfileDialog | null; profile: Profile; banks: readonly BankListItem[]; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      {dialog === 'password' && <ChangePasswordModal onClose={onClose} />}
      {dialog === 'edit' && <EditProfileModal profile={profile} banks={banks} onClose={onClose} />}
    </Suspense>
  );
}
