import { Outlet } from 'react-router';

// PLACEHOLDER: replaced by its owner (guard + account menu).
export default function AccountLayout() {
  return <Outlet />;
}
