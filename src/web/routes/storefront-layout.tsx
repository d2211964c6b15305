import { Outlet } from 'react-router';

// PLACEHOLDER: replaced by the chrome work.
export default function StorefrontLayout() {
  return <Outlet />;
}
