import { useNavigate, useRevalidator } from 'react-router';

/**
 * After signing in or out (or deleting the account), goes to `to` and then reloads the data
 * every page shares, so the header and the account menu show who is signed in now. The root
 * data is not reloaded by a plain navigation (root.tsx), hence the explicit revalidation,
 * made once the new page is in place so the old page's loader never runs again. `state` is
 * handed to the next page (a message for it to show).
 */
export function useSessionChange(): (to: string, state?: unknown) => Promise<void> {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  return async (to, state) => {
    await navigate(to, { replace: true, state });
    await revalidate();
  };
}
