import { useNavigate, useRevalidator } from 'react-router';

/**
 * After signing in or out (or deleting the account), goes to `to` and then reloads the data
 * of the pages in place, so personal parts (the account menu, a cart merged at sign-in) show
 * who is signed in now; the header follows the shopper hint the API rewrote. The reload is
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
