import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ChatSlot } from './chat-slot';
import {
  BonusPage,
  ContactPage,
  HomePage,
  HowtoPage,
  LoginPage,
  MemberLayout,
  NotFoundPage,
  ProfilePage,
  RegisterPage,
  SpinPage,
  StatementPage,
  StatusLayout,
  TerminatedPage,
} from './feature-screens';
import { MemberBackdrop } from './member-backdrop';
import { PublicLayout } from './public-layout';
import { RequireMember } from './require-member';

/**
 * The route table of spec section 2. The site root redirects before any layout, so it never runs
 * the public screens' session ending: a member who opens / stays logged in.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/user" replace />} />
      <Route element={<PublicLayout />}>
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="howto" element={<HowtoPage />} />
        <Route path="contact" element={<ContactPage topSpacing={false} chatWidget={<ChatSlot audience="guest" />} />} />
      </Route>
      <Route
        path="/user"
        element={
          <RequireMember>
            <Suspense fallback={<MemberBackdrop />}>
              <MemberLayout />
            </Suspense>
          </RequireMember>
        }
      >
        <Route index element={<Navigate to="/user/home" replace />} />
        <Route path="home" element={<HomePage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="bonus" element={<BonusPage />} />
        <Route path="statement" element={<StatementPage />} />
        <Route path="contact" element={<ContactPage topSpacing />} />
        <Route path="spin" element={<SpinPage />} />
      </Route>
      <Route
        element={
          <Suspense fallback={null}>
            <StatusLayout />
          </Suspense>
        }
      >
        <Route path="/terminated" element={<TerminatedPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
