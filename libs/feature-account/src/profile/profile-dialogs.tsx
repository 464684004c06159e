import { lazy, Suspense } from 'react';
import type { BankListItem, Profile } from '@wallet/api';

// The profile's modals load when opened.
const ChangePasswordModal = lazy(() => import('../password/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })));
const EditProfileModal = lazy(() => import('./edit-profile-modal').then((m) => ({ default: m.EditProfileModal })));

export type ProfileDialog = 'password' | 'edit';

export function ProfileDialogs({ dialog, profile, banks, onClose }: { dialog: ProfileDialog | null; profile: Profile; banks: readonly BankListItem[]; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      {dialog === 'password' && <ChangePasswordModal onClose={onClose} />}
      {dialog === 'edit' && <EditProfileModal profile={profile} banks={banks} onClose={onClose} />}
    </Suspense>
  );
}
